import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Tx } from '../database/database';
import { UserModel } from './user.model';
import { User } from './user.types';

type UserChanges = Partial<Pick<User, 'name' | 'email' | 'emailVerified' | 'image' | 'updatedAt'>>;

@Injectable()
export class UserRepository {
  constructor(@InjectModel(UserModel) private readonly users: typeof UserModel) {}

  async findById(id: string, tx?: Tx): Promise<User | null> {
    const row = await this.users.findByPk(id, { transaction: tx });
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string, tx?: Tx): Promise<User | null> {
    const row = await this.users.findOne({ where: { email }, transaction: tx });
    return row ? toUser(row) : null;
  }

  async create(user: User, tx?: Tx): Promise<User> {
    const row = await this.users.create({ ...user }, { transaction: tx });
    return toUser(row);
  }

  async update(id: string, changes: UserChanges, tx?: Tx): Promise<User | null> {
    await this.users.update(changes, { where: { id }, transaction: tx });
    return this.findById(id, tx);
  }

  async delete(id: string, tx?: Tx): Promise<boolean> {
    const deleted = await this.users.destroy({ where: { id }, transaction: tx });
    return deleted > 0;
  }
}

function toUser(row: UserModel): User {
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
