/**
 * A plan's limit (product.md §5): the smaller of sale_limit and plan_stock_count; without a
 * sale_limit, the plan's stock. Shared by the server's tiers filter and the widget's room
 * steppers so both apply the same rule.
 */
export function planLimit(saleLimit: number | null, planStockCount: number): number {
  return saleLimit === null ? planStockCount : Math.min(saleLimit, planStockCount);
}
