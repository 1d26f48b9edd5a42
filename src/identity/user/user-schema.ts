import { Injectable, OnModuleInit } from '@nestjs/common';
import { DatabaseMigrator } from '../../platform/database/database-migrator';
import { AdditionalUserFields } from './additional-user-fields';
import { UserModel } from './user.model';

// Better Auth's own fields, as the model declares them, before any configured one joins.
let declaredAttributes: string[] | undefined;

/** Gives the `user` table and model the configured additional fields before the first request. */
@Injectable()
export class UserSchema implements OnModuleInit {
  constructor(
    private readonly fields: AdditionalUserFields,
    private readonly migrator: DatabaseMigrator,
  ) {}

  async onModuleInit(): Promise<void> {
    declaredAttributes ??= Object.keys(UserModel.getAttributes());
    const columns = this.fields.columns();
    await this.migrator.ensureColumns('user', columns);
    // The model class is shared by the process, so its attributes are set to exactly this config's.
    const attributes = UserModel.rawAttributes as Record<string, unknown>;
    for (const name of Object.keys(attributes)) if (!declaredAttributes.includes(name)) delete attributes[name];
    Object.assign(attributes, columns);
    // Sequelize's public-but-untyped way to rebuild a model after its attributes changed.
    (UserModel as unknown as { refreshAttributes(): void }).refreshAttributes();
  }
}
