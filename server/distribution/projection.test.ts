import { describe, expect, it } from "vitest";
import { projectLifecycle } from "./projection";

const at = (iso: string) => new Date(`2026-03-${iso}Z`);
let n = 0;
const event = (name: string, occurred: string, arrived = occurred) => ({ id: `00000000-0000-0000-0000-${String(++n).padStart(12, "0")}`, event: name, occurredAt: at(occurred), createdAt: at(arrived) });

describe("projectLifecycle", () => {
  it("is a draft without events", () => {
    expect(projectLifecycle([])).toEqual({ currentStatus: "draft", firstLiveAt: null, lastLiveAt: null, endedAt: null });
  });

  it("gives the same projection whatever order the events arrived in", () => {
    const events = [event("submitted", "01T09:00:00"), event("approved", "01T10:00:00"), event("launched", "02T08:00:00"), event("paused", "03T08:00:00"), event("resumed", "04T08:00:00")];
    const expected = { currentStatus: "live", firstLiveAt: at("02T08:00:00"), lastLiveAt: at("04T08:00:00"), endedAt: null };
    expect(projectLifecycle(events)).toEqual(expected);
    expect(projectLifecycle([...events].reverse())).toEqual(expected);
    expect(projectLifecycle([events[2], events[4], events[0], events[3], events[1]])).toEqual(expected);
  });

  it("sets ended_at only while the run is ended", () => {
    const launched = event("launched", "01T08:00:00");
    const ended = event("ended", "05T08:00:00");
    expect(projectLifecycle([launched, ended])).toMatchObject({ currentStatus: "ended", endedAt: at("05T08:00:00") });
    expect(projectLifecycle([launched, ended, event("resumed", "06T08:00:00")])).toMatchObject({ currentStatus: "live", endedAt: null, lastLiveAt: at("06T08:00:00") });
  });

  it("breaks a tie on occurred_at by arrival, then by id", () => {
    const paused = event("paused", "02T08:00:00", "02T09:00:00");
    const resumed = event("resumed", "02T08:00:00", "02T09:30:00");
    expect(projectLifecycle([resumed, paused]).currentStatus).toBe("live");
    const first = { ...event("paused", "02T08:00:00"), id: "00000000-0000-0000-0000-00000000000a" };
    const second = { ...event("launched", "02T08:00:00"), id: "00000000-0000-0000-0000-00000000000b" };
    expect(projectLifecycle([second, first]).currentStatus).toBe("live");
  });

  it("ignores rows that are not lifecycle events", () => {
    expect(projectLifecycle([event("launched", "01T08:00:00"), { ...event("x", "02T08:00:00"), event: null }]).currentStatus).toBe("live");
  });
});
