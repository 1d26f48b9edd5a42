import { Injectable } from '@nestjs/common';
import { Tx } from '../../../platform/database/database';
import { ScimUserRepository } from './scim-user.repository';

/** A SCIM User as another SCIM resource (a Group's member) shows it. */
export interface ScimUserEntry {
  id: string;
  displayName: string;
}

/** What the other SCIM resources may read of the connection's Users. */
@Injectable()
export class ScimUserDirectory {
  constructor(private readonly users: ScimUserRepository) {}

  /** Those of `ids` that are Users of the connection; the others are left out. */
  async findOwned(connectionId: string, ids: string[], tx?: Tx): Promise<ScimUserEntry[]> {
    const users = await this.users.findManyInConnection(connectionId, ids, tx);
    return users.map((user) => ({ id: user.id, displayName: user.displayName }));
  }
}
