import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op } from 'sequelize';
import { Tx } from '../../../platform/database/database';
import { DEFAULT_FIND_MANY_LIMIT } from '../../../platform/database/database.constants';
import { InvitationModel } from '../models/invitation.model';
import { Invitation, InvitationStatus } from '../organization.types';

@Injectable()
export class InvitationRepository {
  constructor(@InjectModel(InvitationModel) private readonly invitations: typeof InvitationModel) {}

  async create(invitation: Invitation, tx?: Tx): Promise<Invitation> {
    const row = await this.invitations.create({ ...invitation }, { transaction: tx });
    return toInvitation(row);
  }

  async findById(id: string): Promise<Invitation | null> {
    const row = await this.invitations.findByPk(id);
    return row ? toInvitation(row) : null;
  }

  /** Pending, unexpired invitations of the address to the organization. */
  async findPending(organizationId: string, email: string, now: Date): Promise<Invitation[]> {
    const rows = await this.invitations.findAll({
      where: { organizationId, email: email.toLowerCase(), status: 'pending', expiresAt: { [Op.gt]: now } },
      order: [['expiresAt', 'DESC']],
    });
    return rows.map(toInvitation);
  }

  countPending(organizationId: string, now: Date, tx?: Tx): Promise<number> {
    return this.invitations.count({
      where: { organizationId, status: 'pending', expiresAt: { [Op.gt]: now } },
      transaction: tx,
    });
  }

  /** Whether the address has a pending, unexpired invitation to any organization. */
  async hasPendingFor(email: string, now: Date): Promise<boolean> {
    const row = await this.invitations.findOne({
      where: { email: email.toLowerCase(), status: 'pending', expiresAt: { [Op.gt]: now } },
      attributes: ['id'],
    });
    return row !== null;
  }

  async listByOrganization(organizationId: string): Promise<Invitation[]> {
    const rows = await this.invitations.findAll({
      where: { organizationId },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: DEFAULT_FIND_MANY_LIMIT,
    });
    return rows.map(toInvitation);
  }

  async listByEmail(email: string): Promise<Invitation[]> {
    const rows = await this.invitations.findAll({
      where: { email: email.toLowerCase() },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: DEFAULT_FIND_MANY_LIMIT,
    });
    return rows.map(toInvitation);
  }

  async setExpiry(id: string, expiresAt: Date, tx?: Tx): Promise<void> {
    await this.invitations.update({ expiresAt }, { where: { id }, transaction: tx });
  }

  async setStatus(id: string, status: InvitationStatus): Promise<Invitation | null> {
    await this.invitations.update({ status }, { where: { id } });
    return this.findById(id);
  }

  /**
   * Moves a pending invitation to another status; false when it was no longer pending. Of
   * concurrent answers to one invitation exactly one succeeds.
   */
  async answer(id: string, status: Exclude<InvitationStatus, 'pending'>, tx?: Tx): Promise<boolean> {
    const [changed] = await this.invitations.update({ status }, { where: { id, status: 'pending' }, transaction: tx });
    return changed === 1;
  }

  async deleteByOrganization(organizationId: string, tx?: Tx): Promise<void> {
    await this.invitations.destroy({ where: { organizationId }, transaction: tx });
  }
}

function toInvitation(row: InvitationModel): Invitation {
  return {
    id: row.id,
    organizationId: row.organizationId,
    email: row.email,
    role: row.role ?? 'member',
    status: row.status as InvitationStatus,
    teamId: row.teamId ?? null,
    inviterId: row.inviterId,
    expiresAt: new Date(row.expiresAt),
    createdAt: row.createdAt ? new Date(row.createdAt) : null,
  };
}
