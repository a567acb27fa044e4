// Exercise 3: multi-domain paging. Read the statement, then replace the TODOs.
import type { Page } from 'agent-memory-lab';

export interface DomainPage extends Page {
  domain: string;
}

export class MultiDomainPagedMemory {
  readonly pages: DomainPage[] = [];
  /** domain -> index of its last page seen (added or made current). */
  readonly lastSeen: Record<string, number> = {};
  current = 0;

  addPage(page: Page, domain: string): number {
    // TODO: store { ...page, domain }, update lastSeen[domain], return the new index.
    void page;
    void domain;
    return 0;
  }

  swapTo(index: number): DomainPage {
    // TODO: check the index (RangeError), make the page current, update lastSeen.
    void index;
    throw new Error('swapTo is not implemented yet');
  }

  swapToDomain(domain: string): DomainPage {
    // TODO: swap to lastSeen[domain]; unknown domain -> an error naming it and the known domains.
    void domain;
    throw new Error('swapToDomain is not implemented yet');
  }

  currentPage(): DomainPage | null {
    return this.pages[this.current] ?? null;
  }
}
