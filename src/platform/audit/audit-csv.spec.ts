import { toAuditCsv } from './audit-csv';
import { AuditEvent } from './audit.types';

const EVENT: AuditEvent = {
  id: 'e1',
  action: 'sign-in',
  actorId: 'u1',
  impersonatedBy: null,
  targetType: 'user',
  targetId: 'u1',
  ipAddress: '203.0.113.9',
  userAgent: 'Mozilla/5.0',
  result: 'success',
  metadata: { email: 'ada@example.com' },
  origin: null,
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
};

describe('toAuditCsv', () => {
  it('writes a header row and one quoted row per event with CRLF line ends', () => {
    expect(toAuditCsv([EVENT])).toBe(
      '"createdAt","action","result","actorId","impersonatedBy","targetType","targetId","ipAddress","userAgent","metadata","origin","actorName","actorEmail","targetName","targetEmail"\r\n' +
        '"2026-01-02T03:04:05.000Z","sign-in","success","u1","","user","u1","203.0.113.9","Mozilla/5.0","{""email"":""ada@example.com""}","","","","",""\r\n',
    );
  });

  it('names the actor and a user target beside their ids, and says an event came from the command line', () => {
    const users = new Map([
      ['u1', { name: 'Ada', email: 'ada@example.com' }],
      ['u2', { name: '=Eve', email: 'eve@example.com' }],
    ]);
    const csv = toAuditCsv([{ ...EVENT, actorId: null, targetId: 'u2', origin: 'cli' }, EVENT], users);

    const [, fromCli, signIn] = csv.split('\r\n');
    expect(fromCli).toMatch(/"cli","","","'=Eve","eve@example.com"$/);
    expect(signIn).toMatch(/"","Ada","ada@example.com","Ada","ada@example.com"$/);
  });

  it('doubles quotes and keeps commas and line breaks inside the quoted field', () => {
    const csv = toAuditCsv([{ ...EVENT, userAgent: 'a "quoted", \nagent' }]);
    expect(csv).toContain('"a ""quoted"", \nagent"');
  });

  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'puts an apostrophe before %j so a spreadsheet shows it as text',
    (userAgent) => {
      const csv = toAuditCsv([{ ...EVENT, userAgent }]);
      expect(csv.split('\r\n')[1]).toContain(`"'${userAgent.replace(/"/g, '""')}"`);
    },
  );

  it('writes only the header for no events', () => {
    expect(toAuditCsv([]).split('\r\n')).toHaveLength(2);
  });
});
