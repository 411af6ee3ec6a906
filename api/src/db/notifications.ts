import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * PostgreSQL's LISTEN/NOTIFY for what the API keeps in memory and must drop when the database
 * changes (the callers, issue 28): whoever listens is told each notification, and told too when
 * notifications may have been missed, so that it forgets what it kept.
 */
export interface ChannelListener {
  /** A notification on the channel, its payload. */
  message(payload: string): void;
  /** Notifications may have been missed from now on (the connection that listens dropped): keep nothing. */
  lost(): void;
  /** Every notification from now on is delivered (the first time, and after each `lost`). */
  ready(): void;
}

/** Where a database's notifications come from; `listen` returns the way to stop. */
export interface NotificationSource {
  listen(channel: string, listener: ChannelListener): () => Promise<void>;
}

const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

/**
 * The embedded PGlite: one process, one session. A notification raised by a statement is handed
 * to the listeners while that statement's answer is read, before its caller goes on.
 */
export function pgliteNotifications(pglite: PGlite): NotificationSource {
  return {
    listen(channel, listener) {
      let closed = false;
      const listening = pglite
        .listen(channel, (payload) => listener.message(payload))
        .then(
          (unlisten) => {
            if (!closed) listener.ready();
            return unlisten;
          },
          (error: unknown) => {
            console.warn(`[db] LISTEN ${channel} failed: ${(error as Error).message}`);
            return null;
          },
        );
      return async () => {
        closed = true;
        const unlisten = await listening;
        // Closing the database first ends the listening too.
        if (unlisten && !pglite.closed) await unlisten().catch(() => undefined);
      };
    },
  };
}

/** How often the listening connection proves it is alive, and how long it may take to answer. */
export const HEARTBEAT_MS = 2_000;
export const HEARTBEAT_TIMEOUT_MS = 3_000;
/** The listening connection's application_name, as pg_stat_activity shows it. */
export const LISTENER_NAME = 'evax-notifications';
const RECONNECT_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000];

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * A PostgreSQL server. Two kinds of connections hear the notifications:
 * - one connection of its own listens while anyone does, reconnects when it drops, and proves every
 *   HEARTBEAT_MS that it still answers (a cut network shows no error); while it is down, listeners
 *   are `lost`, so staleness is bounded by the heartbeat (HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS);
 * - the pool's connections listen too (`attach`), so the one that commits a change hears its own
 *   notification before the commit's answer (PostgreSQL sends it first): the process that made the
 *   change forgets what it kept before the request that made it answers.
 */
export class PostgresNotifications implements NotificationSource {
  private readonly listeners = new Map<string, Set<ChannelListener>>();
  private readonly heard = new WeakMap<pg.ClientBase, Set<string>>();
  private own: { client: pg.Client; channels: Set<string> } | null = null;
  private running: { stop: AbortController; done: Promise<void> } | null = null;

  constructor(private readonly clientConfig: pg.ClientConfig) {}

  listen(channel: string, listener: ChannelListener): () => Promise<void> {
    const set = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, set);
    set.add(listener);
    if (this.own) void this.listenOn(this.own, channel).then((ok) => ok && listener.ready());
    this.running ??= this.run();
    return async () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(channel);
      if (this.listeners.size === 0 && this.running) {
        const { stop, done } = this.running;
        this.running = null;
        stop.abort();
        await done;
      }
    };
  }

  /** A pool connection as the pool hands it out: it listens to every channel someone listens to. */
  attach(client: pg.ClientBase): void {
    if (this.listeners.size === 0) return;
    let channels = this.heard.get(client);
    if (!channels) {
      channels = new Set();
      this.heard.set(client, channels);
      client.on('notification', (message) => this.deliver(message.channel, message.payload ?? ''));
    }
    for (const channel of this.listeners.keys()) {
      if (channels.has(channel)) continue;
      channels.add(channel);
      // Queued before the statement the connection was taken for; the pool drops a broken one.
      client.query(`LISTEN ${quoted(channel)}`).catch(() => channels.delete(channel));
    }
  }

  private deliver(channel: string, payload: string): void {
    for (const listener of this.listeners.get(channel) ?? []) listener.message(payload);
  }

  private everyone(event: 'lost' | 'ready'): void {
    for (const set of this.listeners.values()) for (const listener of set) listener[event]();
  }

  private async listenOn(own: { client: pg.Client; channels: Set<string> }, channel: string): Promise<boolean> {
    if (own.channels.has(channel)) return true;
    try {
      await own.client.query(`LISTEN ${quoted(channel)}`);
      own.channels.add(channel);
      return true;
    } catch {
      return false;
    }
  }

  private run(): { stop: AbortController; done: Promise<void> } {
    const stop = new AbortController();
    const done = (async () => {
      for (let attempt = 0; !stop.signal.aborted; attempt++) {
        const client = new pg.Client({ ...this.clientConfig, application_name: LISTENER_NAME, keepAlive: true, connectionTimeoutMillis: 5_000 });
        client.on('error', () => undefined);
        try {
          await client.connect();
          const own = { client, channels: new Set<string>() };
          for (const channel of this.listeners.keys()) if (!(await this.listenOn(own, channel))) throw new Error(`LISTEN ${channel}`);
          if (stop.signal.aborted) break;
          client.on('notification', (message) => this.deliver(message.channel, message.payload ?? ''));
          this.own = own;
          attempt = 0;
          this.everyone('ready');
          await this.whileAlive(client, stop.signal);
        } catch {
          // Not reachable: tried again below.
        } finally {
          if (this.own?.client === client) {
            this.own = null;
            this.everyone('lost');
          }
          await closeClient(client);
        }
        if (!stop.signal.aborted) await pause(RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!, stop.signal);
      }
    })();
    return { stop, done };
  }

  /** Resolves when the connection ends, fails, or leaves a heartbeat unanswered; or when stopped. */
  private whileAlive(client: pg.Client, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const finish = () => {
        clearInterval(heartbeat);
        resolve();
      };
      client.once('end', finish);
      client.once('error', finish);
      signal.addEventListener('abort', finish, { once: true });
      let waiting = false;
      const heartbeat = setInterval(() => {
        if (waiting) return;
        waiting = true;
        const timeout = setTimeout(finish, HEARTBEAT_TIMEOUT_MS);
        timeout.unref();
        client.query('select 1').then(
          () => ((waiting = false), clearTimeout(timeout)),
          () => (clearTimeout(timeout), finish()),
        );
      }, HEARTBEAT_MS);
      heartbeat.unref();
    });
  }
}

/** Ends a connection; one whose server no longer answers is cut after a second. */
async function closeClient(client: pg.Client): Promise<void> {
  const ended = client.end().catch(() => undefined);
  const cut = new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref());
  await Promise.race([ended, cut]);
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

const sources = new WeakMap<object, NotificationSource>();

/** Says where the notifications of a database (its query builder) come from (connection.ts). */
export function setNotificationSource(db: object, source: NotificationSource): void {
  sources.set(db, source);
}

/**
 * Listens to a channel of the database; returns the way to stop, or null when the database's
 * notifications are unknown (the listener is then never `ready`: it keeps nothing).
 */
export function listenTo(db: object, channel: string, listener: ChannelListener): (() => Promise<void>) | null {
  return sources.get(db)?.listen(channel, listener) ?? null;
}
