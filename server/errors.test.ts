import { describe, expect, it } from "vitest";
import { AppError, ERROR_CODES, errors, toAppError } from "./errors";

describe("the closed set of error codes", () => {
  it("keeps the spec's statuses (section 7)", () => {
    expect(ERROR_CODES.unauthorized.status).toBe(401);
    expect(ERROR_CODES.forbidden.status).toBe(403);
    expect(ERROR_CODES.not_found.status).toBe(404);
    expect(ERROR_CODES.audience_in_use.status).toBe(409);
    expect(ERROR_CODES.validation_failed.status).toBe(422);
    expect(ERROR_CODES.insufficient_tokens.status).toBe(422);
    expect(ERROR_CODES.internal_error.status).toBe(500);
  });

  it("gives every AppError the status of its code", () => {
    expect(new AppError("ad_not_ready", "wait").status).toBe(409);
    expect(errors.conflict("audience_in_use", "used").toBody()).toEqual({ error: { code: "audience_in_use", message: "used" } });
  });

  it("turns anything else into a 500 internal_error that says nothing about it", () => {
    const error = toAppError(new Error("connection string postgres://secret@db"));
    expect(error.toBody()).toEqual({ error: { code: "internal_error", message: "Something went wrong on our side. Try again later." } });
    expect(error.status).toBe(500);
    // A re-created AppError (GraphQL executors) keeps its code only when the code is one of ours.
    expect(toAppError({ name: "AppError", code: "not_found", message: "Ad not found." }).status).toBe(404);
    expect(toAppError({ name: "AppError", code: "teapot", message: "x" }).code).toBe("internal_error");
  });
});
