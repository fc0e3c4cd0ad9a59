/**
 * Caps the sockets one client address holds open on this instance before any of them is bound to a
 * member: a flood of anonymous connections from one address is refused, signed-in sockets never count.
 */
export class AnonymousSocketGate {
  private readonly open = new Map<string, number>();

  constructor(private readonly perAddress: number) {}

  /** Takes a place for the address; answers how to give it back (idempotent), or null when it is full. */
  enter(address: string): (() => void) | null {
    const count = this.open.get(address) ?? 0;
    if (count >= this.perAddress) return null;
    this.open.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }

  countOf(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
