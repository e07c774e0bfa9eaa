/** Money is stored as whole paisa (1/100 rupee); the API speaks rupees. */
export function paisaToRupees(paisa: number): number {
  return paisa / 100;
}

export function rupeesToPaisa(rupees: number): number {
  return Math.round(rupees * 100);
}
