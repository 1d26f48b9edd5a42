import { includeCases } from '../../support/include-cases';

// This folder's specs in one Jest file, so the application's modules load once for them all.
includeCases(__dirname, '.e2e-spec.ts');
