import { AddressInfo } from 'node:net';
import { createSocket } from 'node:dgram';
import * as dnsPacket from 'dns-packet';

/** A small UDP DNS server on loopback answering the TXT records a test sets, NXDOMAIN for every other name. */
export interface DnsTxtServer {
  /** `127.0.0.1:port`, as DNS_SERVERS takes it. */
  address: string;
  setTxt(name: string, values: string[]): void;
  clear(name: string): void;
  stop(): Promise<void>;
}

export async function startDnsTxtServer(port = 0): Promise<DnsTxtServer> {
  const records = new Map<string, string[]>();
  const socket = createSocket('udp4');
  socket.on('message', (message, remote) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    const values = question ? records.get(question.name.toLowerCase()) : undefined;
    const answers: dnsPacket.Answer[] =
      question && values && question.type === 'TXT'
        ? values.map((value) => ({ type: 'TXT', name: question.name, ttl: 0, class: 'IN', data: value }))
        : [];
    const response = dnsPacket.encode({
      id: query.id,
      type: 'response',
      // Authoritative answer, recursion available; NXDOMAIN (rcode 3) when the name holds nothing.
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_AVAILABLE | (values ? 0 : 3),
      questions: query.questions,
      answers,
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve());
  });
  return {
    address: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    setTxt: (name, values) => void records.set(name.toLowerCase(), values),
    clear: (name) => void records.delete(name.toLowerCase()),
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
