/** The profile of the benchmarks' i-th made-up business, named with the benchmark's own word. */
export function benchBusiness(word: string, i: number) {
  return {
    name: `${word} Bench ${i}`,
    category: 'restaurant',
    address: `${1 + (i % 9000)} Main Street`,
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    phone: `(217) 555-${String(i % 10_000).padStart(4, '0')}`,
  };
}
