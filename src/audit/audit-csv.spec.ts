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
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
};

describe('toAuditCsv', () => {
  it('writes a header row and one quoted row per event with CRLF line ends', () => {
    expect(toAuditCsv([EVENT])).toBe(
      '"createdAt","action","result","actorId","impersonatedBy","targetType","targetId","ipAddress","userAgent","metadata"\r\n' +
        '"2026-01-02T03:04:05.000Z","sign-in","success","u1","","user","u1","203.0.113.9","Mozilla/5.0","{""email"":""ada@example.com""}"\r\n',
    );
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
