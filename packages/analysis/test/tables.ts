// Test tables: a CamelCase HR table and a snake_case shipments table (the CSVs beside this file),
// described the way a caller describes them (columns, types, sampled values).
import { fileURLToPath } from "node:url";
import type { AnalysisTable } from "../src/index.js";

export const HR_CSV = fileURLToPath(new URL("./fixtures/hr.csv", import.meta.url));
export const SHIPMENTS_CSV = fileURLToPath(new URL("./fixtures/shipments.csv", import.meta.url));

export const hr: AnalysisTable = {
  name: "hr",
  columns: [
    { name: "EmployeeID", type: "integer" },
    { name: "EmployeeName", type: "string" },
    { name: "Dept", type: "string", values: ["Sales", "Engineering", "Support", "Finance"] },
    { name: "Gender", type: "string", values: ["F", "M"] },
    { name: "HireDate", type: "date" },
    { name: "AnnualSalary", type: "integer" },
    { name: "PerfScore", type: "integer" },
    { name: "IsRemote", type: "boolean", values: [true, false] },
  ],
};

export const shipments: AnalysisTable = {
  name: "shipments",
  columns: [
    { name: "shipment_id", type: "string" },
    { name: "ship_date", type: "date" },
    { name: "carrier_name", type: "string", values: ["FastShip", "BlueLine", "Parcelo"] },
    { name: "dest_zone", type: "string", values: ["north", "south", "east", "west"] },
    { name: "weight_kg", type: "number" },
    { name: "freight_cost", type: "number" },
    { name: "delivery_days", type: "integer" },
    { name: "is_damaged", type: "boolean", values: [true, false] },
  ],
};

/** A retail table with the same shape as the example (not its data). */
export const retail: AnalysisTable = {
  name: "retail",
  columns: [
    { name: "order_date", type: "date" },
    { name: "net_sales", type: "number" },
    { name: "units", type: "integer" },
    { name: "store_region", type: "string", values: ["North", "South", "East", "West"] },
    { name: "category", type: "string", values: ["Garden", "Kitchen", "Toys"] },
    { name: "channel", type: "string", values: ["online", "in-store"] },
  ],
};
