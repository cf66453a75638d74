import { describe, expect, it } from "vitest";
import { detectDestructiveRequest, parseQuestion } from "../src/index.js";
import { shipments } from "./tables.js";

const DESTRUCTIVE = [
  "delete all low priority tickets",
  "Delete the rows where carrier is FastShip",
  "please delete every shipment to the north",
  "can you remove all damaged shipments",
  "remove the records with zero weight",
  "drop the table",
  "drop all rows older than 2024",
  "DROP TABLE shipments",
  "truncate the shipments table",
  "TRUNCATE shipments",
  "update the freight cost of S001 to 10",
  "UPDATE shipments SET freight_cost = 0",
  "overwrite the carrier names with BlueLine",
  "erase all shipments from March",
  "wipe the data",
  "Șterge toate vânzările plătite în numerar din tabel.",
  "Tolong kosongkan seluruh data panen ini.",
  "hapus semua baris tahun 2024",
  "Ürítsd ki az egész táblát, kezdjük elölről.",
  "Obriši sve naloge koji su plaćeni u ulju.",
  "Izbrišite tablicu s narudžbama.",
  "Počisti vse zapise iz leta 2025.",
  "Zmažte všetky objednávky z marca.",
  "Izdzēs visus marta pasūtījumus.",
  "Ištrinkite visus kovo užsakymus.",
  "Kustuta kõik märtsi tellimused.",
  "Eyddu öllum pöntunum frá mars.",
  "Dilëwch yr holl archebion.",
  "Futa oda zote za Machi.",
  "mark every delayed shipment as delivered",
  "please flag the orders from March as fraud",
  "marque todos los envíos retrasados como entregados",
  "markiere alle Sendungen als zugestellt",
  "purge damaged shipments",
  "set all delivery days to 3",
  "change every carrier to Parcelo",
  "I want to delete the late shipments",
  "go ahead and remove duplicates from the table",
  "insert a new shipment for FastShip",
  "INSERT INTO shipments VALUES (1)",
  "DELETE FROM shipments WHERE weight_kg > 10",
  "alter table shipments add column x",
  "show the freight cost by carrier, then delete the rows",
  "empty the dataset",
  "replace all west zones with east",
  "rename the carrier column",
  "modify the weight of every shipment",
  "clear all records",
  "supprimer toutes les expéditions",
  "borrar todos los envíos dañados",
  "eliminar las filas de FastShip",
  "lösche alle Sendungen",
  "apagar todos os registros",
  "excluir todas as linhas",
  "cancella tutte le righe del 2024",
  "per piacere svuota la tabella",
  "reset the delivery days to zero for all shipments",
  "revert every carrier to FastShip",
  "increase all freight costs by 10%",
  "please zero out the freight cost",
  "deduplicate the shipments",
  // A verb, then the table after a preposition, as Romance and German write it.
  "Apaga da tabela todos os envios sem seguro, por favor.",
  "Borra de la tabla todos los envíos de FastShip",
  "Supprime de la table toutes les expéditions",
  "Elimina dalla tabella le spedizioni",
];

const READ_ONLY = [
  "freight cost by carrier",
  "where did shipments drop in 2024",
  "how did freight cost change over time",
  "biggest drop in weight by month",
  "show rows that were deleted",
  "which carrier has the most updates",
  "net sales excluding North",
  "drop in freight cost by zone",
  "change in weight per month",
  "mark distribution by class",
  "drop-offs per month",
  "number of clean-ups by site",
  "average mark per student",
  "shipments flagged as damaged by zone",
  "how many orders were marked as fraud",
  "count shipments by carrier, then plot them",
  "increase in freight cost by month",
  "did freight cost increase in 2024",
  "shipments with zero weight",
  "drop in data usage by month",
  "change of table bookings by month",
];

describe("destructive requests", () => {
  it(`refuses ${DESTRUCTIVE.length} destructive phrasings`, () => {
    expect(DESTRUCTIVE.length).toBeGreaterThanOrEqual(30);
    const missed = DESTRUCTIVE.filter((question) => !detectDestructiveRequest(question).destructive);
    expect(missed).toEqual([]);
  });

  it("never refuses questions that only read", () => {
    const refused = READ_ONLY.filter((question) => detectDestructiveRequest(question).destructive);
    expect(refused).toEqual([]);
  });

  it("parseQuestion refuses before linking anything, naming the verb", () => {
    const result = parseQuestion("delete all shipments to the north", shipments);
    expect(result).toMatchObject({ kind: "refuse", verb: "delete" });
  });
});
