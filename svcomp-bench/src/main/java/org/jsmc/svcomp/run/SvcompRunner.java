package org.jsmc.svcomp.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiFunction;
import org.jsmc.svcomp.score.Verdict;
import org.jsmc.svcomp.task.Task;

/**
 * Runs a list of tasks: skips those the results file already has, records the ones jsmc cannot
 * check as unsupported without running them, runs the others (each in its own JVM, {@code jobs} at
 * a time), appends each result as it comes and reports it to a {@link TaskProgress}.
 *
 * <p>A task already recorded is run again when {@code rerun} is set, and when it timed out or ran
 * out of memory under a smaller limit than now.
 */
public final class SvcompRunner {
    private final ResultsFile results;
    private final SvcompLimits limits;
    private final String algorithm;
    private final boolean rerun;
    private final int jobs;
    private final BiFunction<Task, SvcompLimits, TaskResult> runOne;

    /**
     * @param results the results file
     * @param limits time and memory per task
     * @param algorithm the algorithm jsmc is given (part of a result's key), or null
     * @param rerun run everything again, even what is recorded
     * @param jobs how many tasks at a time
     * @param runOne runs one task, normally {@link TaskRun#run} with a {@link SvcompLauncher}
     */
    public SvcompRunner(
            ResultsFile results,
            SvcompLimits limits,
            String algorithm,
            boolean rerun,
            int jobs,
            BiFunction<Task, SvcompLimits, TaskResult> runOne) {
        this.results = results;
        this.limits = limits;
        this.algorithm = algorithm;
        this.rerun = rerun;
        this.jobs = Math.max(1, jobs);
        this.runOne = runOne;
    }

    /**
     * What a run did.
     *
     * @param results the result of every task, recorded before or now, in the tasks' order
     * @param skipped how many were already recorded
     * @param ran how many were run now
     */
    public record Summary(List<TaskResult> results, int skipped, int ran) {}

    /** Runs the tasks not yet recorded. */
    public Summary run(List<Task> tasks, TaskProgress progress) {
        Map<TaskResult.Key, TaskResult> existing = results.read();
        List<Task> todo = new ArrayList<>();
        for (Task t : tasks) {
            if (!isRecorded(existing.get(TaskResult.keyOf(t, algorithm)))) {
                todo.add(t);
            }
        }
        progress.start(todo.size());
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            List<Future<TaskResult>> futures = new ArrayList<>();
            for (Task t : todo) {
                futures.add(
                        pool.submit(
                                () -> {
                                    progress.begin(t);
                                    TaskResult r = runOrSkip(t);
                                    results.append(r);
                                    progress.end(r);
                                    return r;
                                }));
            }
            for (Future<TaskResult> f : futures) {
                TaskResult r = f.get();
                existing.put(r.key(), r);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a task's run failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
            progress.finish();
        }
        List<TaskResult> all = new ArrayList<>();
        for (Task t : tasks) {
            all.add(existing.get(TaskResult.keyOf(t, algorithm)));
        }
        return new Summary(all, tasks.size() - todo.size(), todo.size());
    }

    private TaskResult runOrSkip(Task t) {
        String unsupported = t.unsupportedReason();
        if (unsupported != null) {
            return TaskResult.unsupported(t, algorithm, limits, unsupported);
        }
        return runOne.apply(t, limits);
    }

    private boolean isRecorded(TaskResult r) {
        if (r == null || rerun) {
            return false;
        }
        if (r.verdict().kind() != Verdict.Kind.UNKNOWN) {
            return true;
        }
        if ("timeout".equals(r.reason())) {
            return r.timeoutSeconds() >= limits.timeoutSeconds();
        }
        if ("out of memory".equals(r.reason())) {
            return r.memoryMb() >= limits.memoryMb();
        }
        return true;
    }
}
