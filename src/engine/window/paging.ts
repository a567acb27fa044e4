import { type Message } from '../core/message';
import { assertInt, assertString } from '../core/validate';

/** A page of memory (the seed's `@dataclass Page`). `domain` serves exercise 3 (multi-domain paging). */
export interface Page {
  title: string;
  messages: Message[];
  domain?: string;
}

/** Exactly the seed's `Page.render()`: a header then `  [role] content` lines. */
export function renderPage(p: Page): string {
  const body = p.messages.map((m) => `  [${m.role}] ${m.content}`).join('\n');
  return `=== Page: ${p.title} (${p.messages.length} msg) ===\n${body}`;
}

/** Throws the range error used by every swapTo. */
export function checkPageIndex(idx: unknown, pageCount: number): number {
  if (typeof idx !== 'number' || !Number.isInteger(idx)) {
    assertInt('page index', idx, 0);
  }
  const i = idx as number;
  if (pageCount === 0) throw new RangeError(`page index ${i} out of range: there are no pages yet`);
  if (i < 0 || i >= pageCount) throw new RangeError(`page index ${i} out of range (0..${pageCount - 1})`);
  return i;
}

/**
 * The seed's PagedMemory: a list of pages; `current` is the page injected in the prompt;
 * swapTo(idx) loads another page (free here, as in the seed: in production it costs a retrieval
 * round-trip). totalMessages() is maintained in O(1); pages are copied on the way in so that
 * the count cannot drift.
 */
export class PagedMemory {
  private list: Page[] = [];
  private cur = 0;
  private total = 0;

  /** Add a page; returns its index. */
  addPage(p: Page): number {
    assertString('page title', p.title);
    if (!Array.isArray(p.messages)) throw new TypeError('page messages must be an array');
    const copy: Page = { title: p.title, messages: p.messages.slice() };
    if (p.domain !== undefined) copy.domain = p.domain;
    this.list.push(copy);
    this.total += copy.messages.length;
    return this.list.length - 1;
  }

  /** Make page `idx` current and return it. RangeError when out of range. */
  swapTo(idx: number): Page {
    const i = checkPageIndex(idx, this.list.length);
    this.cur = i;
    return this.list[i] as Page;
  }

  /** Index of the current page (0 initially, as in the seed). */
  get current(): number {
    return this.cur;
  }

  /** The current page, or null when there are no pages yet. */
  currentPage(): Page | null {
    return this.list[this.cur] ?? null;
  }

  /** The pages (a shallow copy of the list). */
  get pages(): Page[] {
    return this.list.slice();
  }

  totalMessages(): number {
    return this.total;
  }
}
