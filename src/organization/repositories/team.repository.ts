import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op } from 'sequelize';
import { generateId } from '../../common/crypto/random';
import { Tx } from '../../database/database';
import { DEFAULT_FIND_MANY_LIMIT } from '../../database/database.constants';
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
    const row = await this.teams.create({ ...team }, { transaction: tx });
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

  /** Members of each of the teams, by team id; teams without members are absent. */
  async countMembersOfEach(teamIds: string[]): Promise<Map<string, number>> {
    if (teamIds.length === 0) return new Map();
    const rows = (await this.teamMembers.count({ where: { teamId: teamIds }, group: ['teamId'] })) as unknown as {
      teamId: string;
      count: number;
    }[];
    return new Map(rows.map((row) => [row.teamId, Number(row.count)]));
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

  /** Adds the user to the team unless already there; answers the membership either way. */
  async findOrAddMember(teamId: string, userId: string, now: Date, tx?: Tx): Promise<TeamMember> {
    const existing = await this.teamMembers.findOne({ where: { teamId, userId }, transaction: tx });
    if (existing) return toTeamMember(existing);
    const row = await this.teamMembers.create(
      { id: generateId(), teamId, userId, createdAt: now },
      { transaction: tx },
    );
    return toTeamMember(row);
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
    await this.teamMembers.destroy({ where: { teamId, userId } });
  }

  /** Takes the user out of every team of the organization (they left it or were removed). */
  async removeFromOrganization(organizationId: string, userId: string, tx?: Tx): Promise<void> {
    const ids = (await this.teams.findAll({ attributes: ['id'], where: { organizationId }, transaction: tx })).map(
      (row) => row.id,
    );
    if (ids.length > 0)
      await this.teamMembers.destroy({ where: { teamId: { [Op.in]: ids }, userId }, transaction: tx });
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
