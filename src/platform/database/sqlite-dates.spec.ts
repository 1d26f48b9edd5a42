import { DataTypes, Op, QueryTypes, Sequelize } from 'sequelize';
import { useIsoDatesOnSqlite } from './sqlite-dates';

const AT = new Date('2026-11-29T04:39:16.123Z');

describe('dates on SQLite', () => {
  let sequelize: Sequelize;
  const define = () =>
    sequelize.define(
      'dated',
      { id: { type: DataTypes.STRING, primaryKey: true }, at: { type: DataTypes.DATE, allowNull: true } },
      { timestamps: false, freezeTableName: true },
    );
  const stored = async () =>
    sequelize.query<{ id: string; at: string }>('SELECT "id", "at" FROM "dated" ORDER BY "id"', {
      type: QueryTypes.SELECT,
    });

  beforeAll(async () => {
    useIsoDatesOnSqlite();
    sequelize = new Sequelize({ dialect: 'sqlite', storage: ':memory:', logging: false });
    await define().sync();
  });

  afterAll(async () => {
    await sequelize.close();
  });

  it('writes a date as Better Auth does, on insert and on update', async () => {
    const Dated = define();
    await Dated.create({ id: 'a', at: AT });
    await Dated.create({ id: 'b', at: null });
    await Dated.update({ at: new Date(AT.getTime() + 1) }, { where: { id: 'b' } });

    expect(await stored()).toEqual([
      { id: 'a', at: '2026-11-29T04:39:16.123Z' },
      { id: 'b', at: '2026-11-29T04:39:16.124Z' },
    ]);
  });

  it('reads back the same instant from Better Auth’s form and from the older ones', async () => {
    await sequelize.query(
      `INSERT INTO "dated" VALUES ('c', '2026-11-29 04:39:16.123 +00:00'), ('d', '2026-11-29 04:39:16.123')`,
    );

    const rows = await define().findAll({ where: { id: ['a', 'c', 'd'] }, order: [['id', 'ASC']] });

    expect(rows.map((row) => (row.get('at') as Date).toISOString())).toEqual(
      [AT, AT, AT].map((at) => at.toISOString()),
    );
  });

  it('compares with a date in the same form, so a later instant of the same day reads as later', async () => {
    const later = await define().count({ where: { id: ['a', 'b'], at: { [Op.gt]: AT } } });
    const [replaced] = await sequelize.query<{ at: string }>('SELECT :at AS "at"', {
      replacements: { at: AT },
      type: QueryTypes.SELECT,
    });

    expect({ later, replaced }).toEqual({ later: 1, replaced: { at: '2026-11-29T04:39:16.123Z' } });
  });
});
