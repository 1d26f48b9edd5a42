import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { QueryTypes } from 'sequelize';
import { likePattern } from '../../../platform/database/like-pattern';
import { OrganizationModel } from '../../organization/models/organization.model';
import { OrganizationListCriteria, OrganizationListEntry } from '../../organization/organization.types';
import { parseMetadata } from '../../organization/repositories/organization.repository';

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

const MEMBER_COUNT = (organization: string) =>
  `(SELECT COUNT(*) FROM "member" m WHERE m."organizationId" = ${organization}."id")`;

/**
 * A field of the organization's owner: the earliest member holding the creator role, alone or among
 * comma-joined roles. Scalar lookups by the page's organization id, so each is an index search per row.
 */
const OWNER = (field: 'id' | 'name' | 'email') =>
  `(SELECT u."${field}" FROM "member" m JOIN "user" u ON u."id" = m."userId" WHERE m."organizationId" = p."id" ` +
  `AND ',' || replace(m."role", ' ', '') || ',' LIKE :owner ESCAPE :escape ORDER BY m."createdAt", m."id" LIMIT 1)`;

// Each sort ends on the id, so rows that tie keep one order from page to page; `t` is the table's alias.
const ORDER: Record<OrganizationListCriteria['sortBy'], (t: string, direction: string) => string> = {
  name: (t, direction) => `lower(${t}."name") ${direction}, ${t}."id"`,
  createdAt: (t, direction) => `${t}."createdAt" ${direction}, ${t}."id"`,
  memberCount: (t, direction) => `"memberCount" ${direction}, ${t}."createdAt", ${t}."id"`,
};

/**
 * Every organization, for administrators: a page in one statement, each row with its member count and
 * owner, both found through the member table's organizationId index, and the count of all that match.
 * The page is cut first, so the owner (and the count, unless the sort needs it) is looked up for its rows only.
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
      owner: likePattern(`,${criteria.creatorRole},`, 'contains'),
      limit: criteria.limit,
      offset: criteria.offset,
    };
    const order = (alias: string) => ORDER[criteria.sortBy](alias, criteria.direction === 'desc' ? 'DESC' : 'ASC');
    const byMembers = criteria.sortBy === 'memberCount';
    const page =
      `SELECT o."id", o."name", o."slug", o."logo", o."metadata", o."createdAt"` +
      `${byMembers ? `, ${MEMBER_COUNT('o')} AS "memberCount"` : ''} FROM "organization" o ${where} ` +
      `ORDER BY ${order('o')} LIMIT :limit OFFSET :offset`;
    const [rows, counted] = await Promise.all([
      sequelize.query<ListedRow>(
        `SELECT p."id", p."name", p."slug", p."logo", p."metadata", p."createdAt", ` +
          `${byMembers ? 'p."memberCount"' : MEMBER_COUNT('p')} AS "memberCount", ` +
          `${OWNER('id')} AS "ownerId", ${OWNER('name')} AS "ownerName", ${OWNER('email')} AS "ownerEmail" ` +
          `FROM (${page}) p ` +
          `ORDER BY ${order('p')}`,
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
