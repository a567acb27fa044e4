// Exercise 3, reference solution.
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
    if (typeof domain !== 'string' || domain.trim() === '') {
      throw new TypeError(`domain must be a non-empty string (got ${JSON.stringify(domain)})`);
    }
    this.pages.push({ ...page, messages: [...page.messages], domain });
    const index = this.pages.length - 1;
    this.lastSeen[domain] = index;
    return index;
  }

  swapTo(index: number): DomainPage {
    const page = Number.isInteger(index) ? this.pages[index] : undefined;
    if (page === undefined) {
      throw new RangeError(`page index ${index} out of range (0..${this.pages.length - 1})`);
    }
    this.current = index;
    this.lastSeen[page.domain] = index;
    return page;
  }

  swapToDomain(domain: string): DomainPage {
    const index = Object.prototype.hasOwnProperty.call(this.lastSeen, domain)
      ? this.lastSeen[domain]
      : undefined;
    if (index === undefined) {
      const known = Object.keys(this.lastSeen);
      throw new Error(
        `unknown domain ${JSON.stringify(domain)} (known domains: ${known.length ? known.join(', ') : 'none yet'})`,
      );
    }
    return this.swapTo(index);
  }

  currentPage(): DomainPage | null {
    return this.pages[this.current] ?? null;
  }
}
