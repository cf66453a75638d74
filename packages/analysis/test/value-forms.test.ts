import { describe, expect, it } from "vitest";
import { linkValues, type AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, rowsOf, specOf } from "./helpers.js";

// Made up for these tests: a Portuguese surf school's bookings, its activities written as phrases (issue #19).
const connection = await duckdbWith(`CREATE TABLE reservas AS SELECT * FROM (VALUES
  ('R1', DATE '2025-03-01', 'aula particular', 60),
  ('R2', DATE '2025-04-01', 'aula particular', 60),
  ('R3', DATE '2025-05-01', 'batismo de mergulho', 45),
  ('R4', DATE '2025-06-01', 'batismo de mergulho', 45),
  ('R5', DATE '2025-06-02', 'batismo de mergulho', 45),
  ('R6', DATE '2025-07-01', 'aula de grupo', 30)
) AS v(reserva, data, atividade, valor_eur)`);

const school: AnalysisTable = {
  name: "reservas",
  rows: 6,
  columns: [
    { name: "reserva", type: "string" },
    { name: "data", type: "date" },
    { name: "atividade", type: "string", values: ["aula particular", "batismo de mergulho", "aula de grupo"] },
    { name: "valor_eur", type: "integer" },
  ],
};

describe("a value of several words, written in another form", () => {
  it("links word by word when each word is the value's or differs only in its last one or two letters", () => {
    expect(linkValues("aulas particulares", "aulas particulares", school.columns)).toMatchObject([
      { column: "atividade", value: "aula particular", score: 0.85 },
    ]);
    expect(linkValues("batismos de mergulho", "batismos de mergulho", school.columns)[0]).toMatchObject({ value: "batismo de mergulho" });
    // Two words that only begin alike are not one word in two forms.
    expect(linkValues("aulas partilhadas", "aulas partilhadas", school.columns)).toEqual([]);
  });

  it("'aulas particulares' filters to 'aula particular'", async () => {
    const question = "Quantas aulas particulares em 2025?";
    expect(filters(specOf(question, school))).toContain("atividade in aula particular");
    expect(await rowsOf(connection, question, school)).toEqual([[2]]);
  });

  it("a dictionary's English for a value's word, or another form of it, gives way to the value ('batismos' is not 'baptisms')", async () => {
    const question = "Quantos batismos de mergulho em 2025?";
    const glosses = { batismos: "baptisms", mergulho: "diving" };
    const spec = specOf(question, school, { glosses });
    expect(filters(spec)).toContain("atividade in batismo de mergulho");
  });

  it("an English question names a value of several words by its words' glosses, in any order ('group lessons')", () => {
    const glossed: AnalysisTable = {
      ...school,
      columns: school.columns.map((column) =>
        column.name === "atividade"
          ? { ...column, valueGlosses: { "aula particular": ["class private", "lesson private"], "aula de grupo": ["class group", "lesson group"] } }
          : column,
      ),
    };
    expect(filters(specOf("How many group lessons were booked in 2025?", glossed))).toContain("atividade in aula de grupo");
    expect(filters(specOf("total valor eur of private lessons", glossed))).toContain("atividade in aula particular");
  });
});
