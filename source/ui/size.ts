/** A screen's size in terminal cells: every screen and layout lays itself out in one. */
export interface Size {
	readonly columns: number;
	readonly rows: number;
}
