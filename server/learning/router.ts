import { z } from "zod";
import { authedProcedure, router } from "../trpc/init";
import { unvalidated } from "../trpc/inputs";
import { toPage } from "../http/pagination";
import type {
  CreateExperimentInput,
  CreateFindingInput,
  CreateHypothesisInput,
  CreateSubjectInput,
  UpdateExperimentInput,
  UpdateFindingInput,
  UpdateHypothesisInput,
} from "./schema";
import { createHypothesis, deleteHypothesis, getHypothesis, listHypotheses, updateHypothesis } from "./hypotheses";
import { createFinding, getFinding, listFindings, updateFinding } from "./findings";
import { createExperiment, createSubject, deleteExperiment, deleteSubject, getExperiment, listExperiments, listSubjects, updateExperiment } from "./experiments";
import { getBrief } from "./brief";

const page = { limit: z.number().int().optional(), cursor: z.string().optional() };
const project = { projectId: z.string() };
const hypothesis = { ...project, hypothesisId: z.string() };
const experiment = { ...hypothesis, experimentId: z.string() };

const hypothesesRouter = router({
  list: authedProcedure.input(z.object({ ...project, ...page })).query(({ ctx, input }) => listHypotheses(ctx.actor, input.projectId, toPage(input))),
  get: authedProcedure.input(z.object({ ...project, id: z.string() })).query(({ ctx, input }) => getHypothesis(ctx.actor, input.projectId, input.id)),
  brief: authedProcedure
    .input(z.object({ ...project, audienceId: z.string().optional() }))
    .query(({ ctx, input }) => getBrief(ctx.actor, input.projectId, { audience_id: input.audienceId })),
  create: authedProcedure
    .input(z.object({ ...project, hypothesis: unvalidated<CreateHypothesisInput>() }))
    .mutation(({ ctx, input }) => createHypothesis(ctx.actor, input.projectId, input.hypothesis)),
  update: authedProcedure
    .input(z.object({ ...project, id: z.string(), hypothesis: unvalidated<UpdateHypothesisInput>() }))
    .mutation(({ ctx, input }) => updateHypothesis(ctx.actor, input.projectId, input.id, input.hypothesis)),
  delete: authedProcedure.input(z.object({ ...project, id: z.string() })).mutation(async ({ ctx, input }) => {
    await deleteHypothesis(ctx.actor, input.projectId, input.id);
    return { deleted: true };
  }),
});

const findingsRouter = router({
  list: authedProcedure
    .input(z.object({ ...hypothesis, ...page }))
    .query(({ ctx, input }) => listFindings(ctx.actor, input.projectId, input.hypothesisId, toPage(input))),
  get: authedProcedure
    .input(z.object({ ...hypothesis, id: z.string() }))
    .query(({ ctx, input }) => getFinding(ctx.actor, input.projectId, input.hypothesisId, input.id)),
  create: authedProcedure
    .input(z.object({ ...hypothesis, finding: unvalidated<CreateFindingInput>() }))
    .mutation(({ ctx, input }) => createFinding(ctx.actor, input.projectId, input.hypothesisId, input.finding)),
  update: authedProcedure
    .input(z.object({ ...hypothesis, id: z.string(), finding: unvalidated<UpdateFindingInput>() }))
    .mutation(({ ctx, input }) => updateFinding(ctx.actor, input.projectId, input.hypothesisId, input.id, input.finding)),
});

const experimentsRouter = router({
  list: authedProcedure
    .input(z.object({ ...hypothesis, ...page }))
    .query(({ ctx, input }) => listExperiments(ctx.actor, input.projectId, input.hypothesisId, toPage(input))),
  get: authedProcedure
    .input(z.object({ ...hypothesis, id: z.string() }))
    .query(({ ctx, input }) => getExperiment(ctx.actor, input.projectId, input.hypothesisId, input.id)),
  create: authedProcedure
    .input(z.object({ ...hypothesis, experiment: unvalidated<CreateExperimentInput>() }))
    .mutation(({ ctx, input }) => createExperiment(ctx.actor, input.projectId, input.hypothesisId, input.experiment)),
  update: authedProcedure
    .input(z.object({ ...hypothesis, id: z.string(), experiment: unvalidated<UpdateExperimentInput>() }))
    .mutation(({ ctx, input }) => updateExperiment(ctx.actor, input.projectId, input.hypothesisId, input.id, input.experiment)),
  delete: authedProcedure.input(z.object({ ...hypothesis, id: z.string() })).mutation(async ({ ctx, input }) => {
    await deleteExperiment(ctx.actor, input.projectId, input.hypothesisId, input.id);
    return { deleted: true };
  }),
});

const subjectsRouter = router({
  list: authedProcedure
    .input(z.object({ ...experiment, ...page }))
    .query(({ ctx, input }) => listSubjects(ctx.actor, input.projectId, input.hypothesisId, input.experimentId, toPage(input))),
  create: authedProcedure
    .input(z.object({ ...experiment, subject: unvalidated<CreateSubjectInput>() }))
    .mutation(({ ctx, input }) => createSubject(ctx.actor, input.projectId, input.hypothesisId, input.experimentId, input.subject)),
  delete: authedProcedure.input(z.object({ ...experiment, id: z.string() })).mutation(async ({ ctx, input }) => {
    await deleteSubject(ctx.actor, input.projectId, input.hypothesisId, input.experimentId, input.id);
    return { deleted: true };
  }),
});

/** The learning loop on tRPC: `learning.hypotheses.*` (with `brief`), `learning.findings.*`, `learning.experiments.*`, `learning.subjects.*`. */
export const learningRouter = router({
  hypotheses: hypothesesRouter,
  findings: findingsRouter,
  experiments: experimentsRouter,
  subjects: subjectsRouter,
});
