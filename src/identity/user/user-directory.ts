import { Injectable } from '@nestjs/common';
import { UserRepository } from './user.repository';
import { UserName } from './user.types';

/** Names for ids, many at once, so a page that names users asks the database once, not once a row. */
@Injectable()
export class UserDirectory {
  constructor(private readonly users: UserRepository) {}

  async namesOf(ids: Iterable<string>): Promise<Map<string, UserName>> {
    const found = await this.users.findNamesByIds([...new Set(ids)]);
    return new Map(found.map((user) => [user.id, user]));
  }
}
