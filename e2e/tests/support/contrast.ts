/** A CSS colour as the browser computes it ('rgb(…)' or 'rgba(…)'): its channels and alpha. */
export function parseColor(css: string): { r: number; g: number; b: number; a: number } {
  const m = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?\s*\)/.exec(css);
  if (!m) throw new Error(`not an rgb colour: ${css}`);
  return { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: m[4] === undefined ? 1 : Number(m[4]) };
}

/** Every opaque colour a computed value names (a box-shadow lists one per shadow). */
export const opaqueColorsIn = (value: string): string[] =>
  (value.match(/rgba?\([^)]*\)/g) ?? []).filter((c) => parseColor(c).a === 1);

const luminance = (css: string) => {
  const { r, g, b } = parseColor(css);
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/** WCAG 2.1 contrast ratio of two opaque colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
