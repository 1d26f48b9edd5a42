import { QueryInterface } from 'sequelize';
import { RunnableMigration } from 'umzug';

export type Migration = RunnableMigration<QueryInterface>;
