/**
 * The service grids show three columns at their widest. Cards of one row enter the view
 * together, so the 0.1 s reveal stagger restarts on every row instead of growing down the page.
 */
export const GRID_COLUMNS = 3;
