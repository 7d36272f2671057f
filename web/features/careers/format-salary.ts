// Salaries are shown in rupees with Indian digit grouping: '₹3,00,000 - ₹5,00,000 per annum'.
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

const inRupees = (amount: number) => `₹${rupees.format(amount)}`;

/** The yearly pay of an opening; null when the CMS gives neither end of the range. */
export function formatSalaryRange(
  min: number | null | undefined,
  max: number | null | undefined,
): string | null {
  const hasMin = typeof min === 'number' && Number.isFinite(min);
  const hasMax = typeof max === 'number' && Number.isFinite(max);
  if (hasMin && hasMax) {
    return min === max
      ? `${inRupees(min)} per annum`
      : `${inRupees(Math.min(min, max))} - ${inRupees(Math.max(min, max))} per annum`;
  }
  if (hasMin) return `From ${inRupees(min)} per annum`;
  if (hasMax) return `Up to ${inRupees(max)} per annum`;
  return null;
}
