import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Tx } from '../database/database';
import { AdditionalUserFields } from './additional-user-fields';
import { UserModel } from './user.model';
import { User } from './user.types';

export type UserChanges = Partial<Pick<User, 'name' | 'email' | 'emailVerified' | 'image' | 'updatedAt'>> & {
  additionalFields?: Record<string, unknown>;
};

export type NewUserRow = Omit<User, 'additionalFields'> & { additionalFields: Record<string, unknown> };

@Injectable()
export class UserRepository {
  constructor(
    @InjectModel(UserModel) private readonly users: typeof UserModel,
    private readonly fields: AdditionalUserFields,
  ) {}

  async findById(id: string, tx?: Tx): Promise<User | null> {
    const row = await this.users.findByPk(id, { transaction: tx });
    return row ? this.toUser(row) : null;
  }

  async findByEmail(email: string, tx?: Tx): Promise<User | null> {
    const row = await this.users.findOne({ where: { email }, transaction: tx });
    return row ? this.toUser(row) : null;
  }

  async create(user: NewUserRow, tx?: Tx): Promise<User> {
    const { additionalFields, ...core } = user;
    const row = await this.users.create({ ...additionalFields, ...core }, { transaction: tx });
    return this.toUser(row);
  }

  async update(id: string, changes: UserChanges, tx?: Tx): Promise<User | null> {
    const { additionalFields, ...core } = changes;
    await this.users.update({ ...additionalFields, ...core }, { where: { id }, transaction: tx });
    return this.findById(id, tx);
  }

  async delete(id: string, tx?: Tx): Promise<boolean> {
    const deleted = await this.users.destroy({ where: { id }, transaction: tx });
    return deleted > 0;
  }

  private toUser(row: UserModel): User {
    return { ...toCoreUser(row), additionalFields: this.fields.pickReturned(row.get({ plain: true })) };
  }
}

function toCoreUser(row: UserModel): Omit<User, 'additionalFields'> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: Boolean(row.emailVerified),
    image: row.image ?? null,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}
