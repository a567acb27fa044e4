/**
 * AgentMemory's page store: pages given whole (addPage, with an optional domain) and archive pages sealed from
 * evicted messages share one index space, in creation order; the open archive page, if any, always stays last
 * (its index moves up when a page is given while it fills; it is titled `page-<its index>` when sealed).
 * swapTo(i) makes page i the one sent in context; swapToDomain(d) the last page given with domain d.
 * Sealed pages are frozen; the logs are shared copy-on-write between clones, and so is the domain map (copied,
 * O(number of domains), by the first addPage with a domain after a clone): clone() is O(1).
 */
import type { MemoryEvent, PageOrigin } from './types';
import { AppendLog } from '../collections/appendLog';
import { ROLES, type Message } from '../core/message';
import { checkPageIndex, type Page } from '../window/paging';
import { assertFinite, assertOneOf, assertString } from '../core/validate';

export interface SealedPage {
  page: Page; // frozen
  origin: PageOrigin;
}

export function checkMessage(m: unknown): Message {
  if (m === null || typeof m !== 'object') throw new TypeError('message must be an object');
  const msg = m as Record<string, unknown>;
  if (typeof msg.id !== 'string' || msg.id.length === 0)
    throw new TypeError('message id must be a non-empty string');
  assertOneOf('message role', msg.role, ROLES);
  assertString('message content', msg.content);
  assertFinite('message ts', msg.ts);
  assertFinite('message importance', msg.importance);
  return m as Message;
}

export function freezePage(title: string, messages: Message[], domain?: string): Page {
  const page: Page = { title, messages: Object.freeze(messages) as Message[] };
  if (domain !== undefined) page.domain = domain;
  return Object.freeze(page);
}

/** Validates a page given whole and returns its frozen copy (the caller's arrays are not kept). */
export function checkPage(p: unknown): Page {
  if (p === null || typeof p !== 'object' || Array.isArray(p)) {
    throw new TypeError('page must be an object { title, messages, domain? }');
  }
  const pg = p as Record<string, unknown>;
  const title = assertString('page title', pg.title);
  if (title.trim().length === 0) throw new TypeError('page title must be a non-empty string (got "")');
  if (!Array.isArray(pg.messages)) throw new TypeError(`page "${title}": messages must be an array`);
  const messages = (pg.messages as unknown[]).map((m, j) => {
    try {
      return checkMessage(m);
    } catch (err) {
      const E = err instanceof RangeError ? RangeError : TypeError;
      throw new E(`page "${title}", messages[${j}]: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
  let domain: string | undefined;
  if (pg.domain !== undefined) {
    domain = assertString('page domain', pg.domain);
    if (domain.trim().length === 0) throw new TypeError(`page "${title}": domain must be a non-empty string`);
  }
  return freezePage(title, messages, domain);
}

export class PageStore {
  private sealed = new AppendLog<SealedPage>();
  private open: AppendLog<Message> | null = null;
  private current: number | null = null;
  /** domain -> index of the last page given with it. Shared copy-on-write between clones. */
  private domains = new Map<string, number>();
  private domainsShared = false;

  constructor(private readonly pageSize: number) {}

  /** Writes an evicted message into the open archive page, sealing it when it holds pageSize messages. */
  archive(m: Message, events: MemoryEvent[]): void {
    if (!this.open) this.open = new AppendLog<Message>();
    this.open.push(m);
    const pageIndex = this.sealed.length;
    events.push({ type: 'archived', message: m, pageIndex, slot: this.open.length - 1 });
    if (this.open.length >= this.pageSize) {
      const title = `page-${pageIndex}`;
      this.sealed.push({ page: freezePage(title, this.open.toArray()), origin: 'archive' });
      this.open = null;
      events.push({ type: 'page-sealed', pageIndex, title, size: this.pageSize });
    }
  }

  /** Adds a checked page given whole, before the open archive page; the first one becomes current. */
  add(p: Page): MemoryEvent[] {
    const pageIndex = this.sealed.length;
    // The open archive page stays last: if it was the current page, follow it to its new index.
    if (this.open && this.current === pageIndex) this.current = pageIndex + 1;
    this.sealed.push({ page: p, origin: 'added' });
    if (p.domain !== undefined) this.writableDomains().set(p.domain, pageIndex);
    const events: MemoryEvent[] = [
      {
        type: 'page-added',
        pageIndex,
        title: p.title,
        size: p.messages.length,
        ...(p.domain === undefined ? {} : { domain: p.domain }),
      },
    ];
    if (this.current === null) {
      this.current = pageIndex;
      events.push({ type: 'swapped', from: null, to: pageIndex, page: p });
    }
    return events;
  }

  swapTo(pageIndex: number): MemoryEvent[] {
    const i = checkPageIndex(pageIndex, this.pageCount);
    const from = this.current;
    this.current = i;
    return [{ type: 'swapped', from, to: i, page: this.page(i) as Page }];
  }

  swapToDomain(domain: string): MemoryEvent[] {
    assertString('domain', domain);
    const i = this.domains.get(domain);
    if (i === undefined) {
      const known = [...this.domains.keys()].map((d) => JSON.stringify(d));
      throw new RangeError(
        `unknown domain ${JSON.stringify(domain)}: ` +
          (known.length === 0 ? 'no page has a domain yet' : `known domains are ${known.join(', ')}`),
      );
    }
    return this.swapTo(i);
  }

  get pages(): Page[] {
    const out = this.sealed.toArray().map((s) => s.page);
    if (this.open) out.push(this.openPageView());
    return out;
  }

  get pageCount(): number {
    return this.sealed.length + (this.open ? 1 : 0);
  }

  get sealedPageCount(): number {
    return this.sealed.length;
  }

  get currentPageIndex(): number | null {
    return this.current;
  }

  page(i: number): Page | null {
    if (i < this.sealed.length) return this.sealed.at(i)?.page ?? null;
    if (i === this.sealed.length && this.open) return this.openPageView();
    return null;
  }

  pageOrigin(i: number): PageOrigin | null {
    if (i < this.sealed.length) return this.sealed.at(i)?.origin ?? null;
    return i === this.sealed.length && this.open ? 'archive' : null;
  }

  get domainNames(): string[] {
    return [...this.domains.keys()];
  }

  /** Sealed pages in index order, and the open page's messages (for serialization). */
  get sealedPages(): SealedPage[] {
    return this.sealed.toArray();
  }

  get openPageMessages(): Message[] | null {
    return this.open ? this.open.toArray() : null;
  }

  clone(): PageStore {
    const c = new PageStore(this.pageSize);
    c.sealed = this.sealed.clone();
    c.open = this.open ? this.open.clone() : null;
    c.current = this.current;
    c.domains = this.domains;
    c.domainsShared = true;
    this.domainsShared = true;
    return c;
  }

  /** A store from checked serialized parts (see agentMemoryState.ts). */
  static restore(
    pageSize: number,
    sealed: readonly SealedPage[],
    openPage: readonly Message[] | null,
    currentPageIndex: number | null,
  ): PageStore {
    const s = new PageStore(pageSize);
    for (const p of sealed) {
      if (p.origin === 'added' && p.page.domain !== undefined) s.domains.set(p.page.domain, s.sealed.length);
      s.sealed.push(p);
    }
    if (openPage) s.open = new AppendLog(openPage);
    if (currentPageIndex !== null) s.current = checkPageIndex(currentPageIndex, s.pageCount);
    return s;
  }

  private openPageView(): Page {
    return { title: `page-${this.sealed.length}`, messages: (this.open as AppendLog<Message>).toArray() };
  }

  /** The domain index, copied first if a clone shares it (copy-on-write: clone() stays O(1)). */
  private writableDomains(): Map<string, number> {
    if (this.domainsShared) {
      this.domains = new Map(this.domains);
      this.domainsShared = false;
    }
    return this.domains;
  }
}
