import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { QueryTypes } from 'sequelize';
import { likePattern } from '../../database/like-pattern';
import { OrganizationModel } from '../models/organization.model';
import { OrganizationListCriteria, OrganizationListEntry } from '../organization.types';
import { parseMetadata } from './organization.repository';

interface ListedRow {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  metadata: unknown;
  createdAt: Date | string;
  memberCount: number | string;
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
}

// Each sort ends on the id, so rows that tie keep one order from page to page.
const ORDER: Record<OrganizationListCriteria['sortBy'], string> = {
  name: 'lower(o."name") {dir}, o."id"',
  createdAt: 'o."createdAt" {dir}, o."id"',
  memberCount: '"memberCount" {dir}, o."createdAt", o."id"',
};

/**
 * Every organization, for administrators: a page in one statement, each row with its member count and
 * owner, both found through the member table's organizationId index, and the count of all that match.
 */
@Injectable()
export class OrganizationListRepository {
  constructor(@InjectModel(OrganizationModel) private readonly organizations: typeof OrganizationModel) {}

  async list(criteria: OrganizationListCriteria): Promise<{ organizations: OrganizationListEntry[]; total: number }> {
    const sequelize = this.organizations.sequelize!;
    const search = criteria.search ? likePattern(criteria.search.toLowerCase(), 'contains') : null;
    // Name or slug, ignoring case; a backslash escapes the pattern's wildcards (see likePattern).
    const where = search
      ? `WHERE (lower(o."name") LIKE :search ESCAPE :escape OR lower(o."slug") LIKE :search ESCAPE :escape)`
      : '';
    const replacements = {
      search,
      escape: '\\',
      // The owner is the earliest member holding the creator role, alone or among comma-joined roles.
      owner: likePattern(`,${criteria.creatorRole},`, 'contains'),
      limit: criteria.limit,
      offset: criteria.offset,
    };
    const [rows, counted] = await Promise.all([
      sequelize.query<ListedRow>(
        `SELECT o."id", o."name", o."slug", o."logo", o."metadata", o."createdAt", ` +
          `(SELECT COUNT(*) FROM "member" m WHERE m."organizationId" = o."id") AS "memberCount", ` +
          `u."id" AS "ownerId", u."name" AS "ownerName", u."email" AS "ownerEmail" ` +
          `FROM "organization" o LEFT JOIN "user" u ON u."id" = (` +
          `SELECT m."userId" FROM "member" m WHERE m."organizationId" = o."id" ` +
          `AND ',' || replace(m."role", ' ', '') || ',' LIKE :owner ESCAPE :escape ` +
          `ORDER BY m."createdAt", m."id" LIMIT 1) ` +
          `${where} ORDER BY ${ORDER[criteria.sortBy].replace('{dir}', criteria.direction.toUpperCase())} ` +
          `LIMIT :limit OFFSET :offset`,
        { replacements, type: QueryTypes.SELECT },
      ),
      sequelize.query<{ total: number | string }>(`SELECT COUNT(*) AS "total" FROM "organization" o ${where}`, {
        replacements,
        type: QueryTypes.SELECT,
      }),
    ]);
    return { organizations: rows.map(toEntry), total: Number(counted[0]?.total ?? 0) };
  }
}

function toEntry(row: ListedRow): OrganizationListEntry {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo ?? null,
    metadata: parseMetadata(row.metadata),
    // PostgreSQL's driver gives dates; SQLite gives Better Auth's ISO text.
    createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
    memberCount: Number(row.memberCount),
    owner: row.ownerId ? { id: row.ownerId, name: row.ownerName ?? '', email: row.ownerEmail ?? '' } : null,
  };
}
