import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op, literal } from 'sequelize';
import { teamMembershipKey } from '../../../platform/common/crypto/digest';
import { generateId } from '../../../platform/common/crypto/random';
import { Tx } from '../../../platform/database/database';
import { isUniqueViolation } from '../../../platform/database/unique-violation';
import { DEFAULT_FIND_MANY_LIMIT } from '../../../platform/database/database.constants';
import { TeamMemberModel } from '../models/team-member.model';
import { TeamModel } from '../models/team.model';
import { Team, TeamMember } from '../organization.types';

@Injectable()
export class TeamRepository {
  constructor(
    @InjectModel(TeamModel) private readonly teams: typeof TeamModel,
    @InjectModel(TeamMemberModel) private readonly teamMembers: typeof TeamMemberModel,
  ) {}

  async create(team: Team, tx?: Tx): Promise<Team> {
    // A table Better Auth 1.7 made gives memberCount no default.
    const row = await this.teams.create({ ...team, memberCount: 0 }, { transaction: tx });
    return toTeam(row);
  }

  async findById(id: string, organizationId?: string): Promise<Team | null> {
    const row = await this.teams.findOne({ where: organizationId ? { id, organizationId } : { id } });
    return row ? toTeam(row) : null;
  }

  async listByOrganization(organizationId: string): Promise<Team[]> {
    const rows = await this.teams.findAll({
      where: { organizationId },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: DEFAULT_FIND_MANY_LIMIT,
    });
    return rows.map(toTeam);
  }

  /** The member count each of the teams keeps (`memberCount`), by team id. */
  async memberCountsOf(teamIds: string[]): Promise<Map<string, number>> {
    if (teamIds.length === 0) return new Map();
    const rows = await this.teams.findAll({ attributes: ['id', 'memberCount'], where: { id: teamIds } });
    return new Map(rows.map((row) => [row.id, Number(row.memberCount)]));
  }

  countByOrganization(organizationId: string): Promise<number> {
    return this.teams.count({ where: { organizationId } });
  }

  async update(id: string, changes: { name?: string }, updatedAt: Date): Promise<Team | null> {
    await this.teams.update({ ...changes, updatedAt }, { where: { id } });
    return this.findById(id);
  }

  async delete(id: string): Promise<void> {
    await this.teamMembers.destroy({ where: { teamId: id } });
    await this.teams.destroy({ where: { id } });
  }

  async deleteByOrganization(organizationId: string, tx?: Tx): Promise<void> {
    const ids = (await this.teams.findAll({ attributes: ['id'], where: { organizationId }, transaction: tx })).map(
      (row) => row.id,
    );
    if (ids.length > 0) await this.teamMembers.destroy({ where: { teamId: { [Op.in]: ids } }, transaction: tx });
    await this.teams.destroy({ where: { organizationId }, transaction: tx });
  }

  async findMember(teamId: string, userId: string): Promise<TeamMember | null> {
    const row = await this.teamMembers.findOne({ where: { teamId, userId } });
    return row ? toTeamMember(row) : null;
  }

  /**
   * Adds the user to the team unless already there, counting them in the team's `memberCount`;
   * answers the membership either way. The membership key, unique per team and user, keeps a
   * concurrent add of the same user (here or by Better Auth 1.7) from making a second row.
   */
  async findOrAddMember(teamId: string, userId: string, now: Date, tx?: Tx): Promise<TeamMember> {
    const existing = await this.teamMembers.findOne({ where: { teamId, userId }, transaction: tx });
    if (existing) return toTeamMember(existing);
    const membershipKey = teamMembershipKey(teamId, userId);
    const add = async (transaction: Tx) => {
      const row = await this.teamMembers.create(
        { id: generateId(), teamId, userId, membershipKey, createdAt: now },
        { transaction },
      );
      await this.teams.increment('memberCount', { by: 1, where: { id: teamId }, transaction });
      return toTeamMember(row);
    };
    try {
      // Within the caller's transaction, a savepoint: a lost race leaves it usable.
      return await this.teams.sequelize!.transaction({ transaction: tx }, add);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const added = await this.teamMembers.findOne({ where: { membershipKey }, transaction: tx });
      if (!added) throw error;
      return toTeamMember(added);
    }
  }

  countMembers(teamId: string): Promise<number> {
    return this.teamMembers.count({ where: { teamId } });
  }

  async listMembers(teamId: string): Promise<TeamMember[]> {
    const rows = await this.teamMembers.findAll({
      where: { teamId },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: DEFAULT_FIND_MANY_LIMIT,
    });
    return rows.map(toTeamMember);
  }

  async removeMember(teamId: string, userId: string): Promise<void> {
    await this.teams.sequelize!.transaction(async (transaction) => {
      const removed = await this.teamMembers.destroy({ where: { teamId, userId }, transaction });
      await this.uncount(teamId, removed, transaction);
    });
  }

  /** Takes `removed` members off the team's `memberCount`, never below zero. */
  private async uncount(teamId: string, removed: number, transaction?: Tx): Promise<void> {
    if (removed === 0) return;
    await this.teams.update(
      { memberCount: literal(`CASE WHEN "memberCount" > ${removed} THEN "memberCount" - ${removed} ELSE 0 END`) },
      { where: { id: teamId }, transaction },
    );
  }

  /** Takes the user out of every team of the organization (they left it or were removed). */
  async removeFromOrganization(organizationId: string, userId: string, tx?: Tx): Promise<void> {
    const ids = (await this.teams.findAll({ attributes: ['id'], where: { organizationId }, transaction: tx })).map(
      (row) => row.id,
    );
    for (const teamId of ids) {
      const removed = await this.teamMembers.destroy({ where: { teamId, userId }, transaction: tx });
      await this.uncount(teamId, removed, tx);
    }
  }

  /** The teams the user belongs to, in any organization. */
  async listByUser(userId: string): Promise<Team[]> {
    const memberships = await this.teamMembers.findAll({
      attributes: ['teamId'],
      where: { userId },
      limit: DEFAULT_FIND_MANY_LIMIT,
    });
    if (memberships.length === 0) return [];
    const rows = await this.teams.findAll({
      where: { id: { [Op.in]: memberships.map((row) => row.teamId) } },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    return rows.map(toTeam);
  }
}

function toTeam(row: TeamModel): Team {
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organizationId,
    createdAt: new Date(row.createdAt),
    updatedAt: row.updatedAt ? new Date(row.updatedAt) : null,
  };
}

function toTeamMember(row: TeamMemberModel): TeamMember {
  return {
    id: row.id,
    teamId: row.teamId,
    userId: row.userId,
    createdAt: row.createdAt ? new Date(row.createdAt) : null,
  };
}
