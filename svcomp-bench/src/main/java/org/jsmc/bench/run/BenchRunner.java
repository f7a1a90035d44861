package org.jsmc.bench.run;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiFunction;

/**
 * Runs a {@link RunPlan}: skips runs the results file already has, runs the others (each in its own
 * JVM, {@code jobs} at a time), appends each record as it comes, and reports progress.
 *
 * <p>A run already recorded is skipped unless {@code rerun} is set, with two exceptions: a timeout
 * recorded under a shorter time limit, and an out-of-memory recorded under a smaller heap, are run
 * again with the larger limit.
 */
public final class BenchRunner {
    private final ResultsStore store;
    private final Limits limits;
    private final boolean rerun;
    private final int jobs;
    private final BiFunction<RunSpec, Limits, RunRecord> runOne;

    /**
     * @param store the results file
     * @param limits time and memory per run
     * @param rerun run everything again, even what is recorded
     * @param jobs how many runs at a time (1 for undisturbed timing)
     * @param runOne runs one spec, normally {@link ProcessRun#run} with a {@link Launcher}
     */
    public BenchRunner(
            ResultsStore store,
            Limits limits,
            boolean rerun,
            int jobs,
            BiFunction<RunSpec, Limits, RunRecord> runOne) {
        this.store = store;
        this.limits = limits;
        this.rerun = rerun;
        this.jobs = Math.max(1, jobs);
        this.runOne = runOne;
    }

    /**
     * What a run did.
     *
     * @param planned runs in the plan
     * @param skipped runs already in the results file
     * @param byStatus the runs done now, by outcome
     */
    public record Summary(int planned, int skipped, Map<Status, Integer> byStatus) {
        /** How many runs were done now. */
        public int ran() {
            return byStatus.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /** Runs what {@code plan} asks for that is not yet recorded. */
    public Summary run(RunPlan plan, ProgressBar progress) {
        Results existing = store.read();
        List<RunSpec> todo = new ArrayList<>();
        for (RunSpec s : plan.runs()) {
            if (!isRecorded(existing.get(s.key()).orElse(null))) {
                todo.add(s);
            }
        }
        Map<Status, Integer> byStatus = new EnumMap<>(Status.class);
        progress.start(todo.size());
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            List<Future<RunRecord>> futures = new ArrayList<>();
            for (RunSpec s : todo) {
                futures.add(
                        pool.submit(
                                () -> {
                                    progress.begin(s);
                                    RunRecord r = runOne.apply(s, limits);
                                    store.append(r);
                                    progress.end(s, r);
                                    return r;
                                }));
            }
            for (Future<RunRecord> f : futures) {
                byStatus.merge(f.get().status(), 1, Integer::sum);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(
                    "a benchmark run failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
            progress.finish();
        }
        return new Summary(plan.runs().size(), plan.runs().size() - todo.size(), byStatus);
    }

    private boolean isRecorded(RunRecord r) {
        if (r == null || rerun) {
            return false;
        }
        return switch (r.status()) {
            case OK, ERROR -> true;
            case TIMEOUT -> r.timeoutSeconds() >= limits.timeoutSeconds();
            case OOM -> r.memoryMb() >= limits.memoryMb();
        };
    }
}
