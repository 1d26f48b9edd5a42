import { Injectable } from '@nestjs/common';

/** Whether this instance has been told to stop; it then reports itself not ready while still serving. */
@Injectable()
export class ShutdownState {
  private stopping = false;

  get isStopping(): boolean {
    return this.stopping;
  }

  begin(): void {
    this.stopping = true;
  }
}
