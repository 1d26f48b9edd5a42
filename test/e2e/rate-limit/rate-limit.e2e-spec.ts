import { includeCases } from '../../support/include-cases';

// This folder's cases in one Jest file, so the application's modules load once for them all.
includeCases(__dirname, '.e2e.ts');
