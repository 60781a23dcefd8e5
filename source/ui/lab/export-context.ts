/**
 * Where the lab writes an export: the arcade gives the current directory
 * (main.tsx); without a provider nothing is written (tests provide a
 * directory of their own).
 */
import {createContext} from 'react';
import type {Table} from '../../engine/table.js';
import type {TableFormat} from '../../analyze/table-format.js';

/** Writes the table; returns the file's name, or throws why not. */
export type TableExporter = (table: Table, format: TableFormat) => string;

export const ExportContext = createContext<TableExporter | null>(null);
