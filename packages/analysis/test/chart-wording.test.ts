import { describe, expect, it } from "vitest";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { groups, measures, specOf } from "./helpers.js";

// A city library's events, named as a relational sample schema would name them.
const events: AnalysisTable = {
  name: "library_events",
  rows: 250,
  columns: [
    { name: "EventID", type: "string" },
    { name: "EventDate", type: "date" },
    { name: "BranchName", type: "string", values: ["Central", "Eastside", "Harbour"] },
    { name: "EventType", type: "string", values: ["Reading", "Workshop", "Film"] },
    { name: "Attendees", type: "integer" },
    { name: "TicketPrice", type: "number" },
    { name: "trip_km", type: "number" },
  ],
};
const spec = (question: string) => specOf(question, events);

describe("the wording of chart requests", () => {
  it("'sort by the y-axis' orders by the measure, 'the x axis' by the grouping, in the direction stated", () => {
    expect(spec("Show the total Attendees for each BranchName in a bar chart, and sort by the y-axis in descending order.").orderBy[0]).toEqual({
      by: "Attendees",
      direction: "desc",
    });
    expect(spec("Give me a bar chart of the average TicketPrice of each EventType, and list by the y axis from low to high.").orderBy[0]).toEqual({
      by: "TicketPrice",
      direction: "asc",
    });
    expect(spec("bar chart of the number of events per BranchName, order by the X axis descending").orderBy[0]).toEqual({
      by: "BranchName",
      direction: "desc",
    });
  });

  it("'List the BranchName and the average TicketPrice': the text column named beside an aggregate is the grouping", () => {
    const listed = spec("List the BranchName and the average TicketPrice of workshops in a bar chart");
    expect(groups(listed)).toEqual(["BranchName"]);
    expect(measures(listed)).toEqual(["avg(TicketPrice)"]);
    // "each X and its average Y": the piece after "and" that starts with an aggregate is the measure, not a second grouping.
    const each = spec("List each EventType and its average Attendees in a bar chart");
    expect(groups(each)).toEqual(["EventType"]);
    expect(measures(each)).toEqual(["avg(Attendees)"]);
  });

  it("'took in' asks for no duration; kilometres are the km column", () => {
    expect(measures(spec("how many of the events we took in had over 30 Attendees?"))).toEqual(["count(*)"]);
    expect(measures(spec("total kilometres per BranchName"))).toEqual(["sum(trip_km)"]);
  });

  it("a request to reset values is refused, not answered", () => {
    expect(parseQuestion("reset Attendees to zero for all events", events).kind).toBe("refuse");
  });
});
