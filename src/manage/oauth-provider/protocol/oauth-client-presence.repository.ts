import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { OAuthClientModel } from '../storage/oauth-client.model';

/** Whether the provider has any client at all: one indexed row read. */
@Injectable()
export class OAuthClientPresence {
  constructor(@InjectModel(OAuthClientModel) private readonly clients: typeof OAuthClientModel) {}

  async any(): Promise<boolean> {
    return (await this.clients.findOne({ attributes: ['id'] })) !== null;
  }
}
