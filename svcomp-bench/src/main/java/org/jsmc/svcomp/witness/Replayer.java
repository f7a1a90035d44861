package org.jsmc.svcomp.witness;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Outcome;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.ir.SourceLocation;

/**
 * Replays a witness through the interpreter: one execution, in which each step moves the thread it
 * names by one visible event (taking the nondet value the step gives), and which must end in a
 * violation of the specification at the target.
 *
 * <p>Threads are numbered as the writer numbers them: {@code main} is 0 and the thread the k-th
 * {@code pthread_create} of this execution creates is k. A step whose thread does not exist or
 * cannot move, whose thread's next event is on another line than the step names, or whose value is
 * no nondet value of that event, ends the replay unconfirmed. The violation must come at the end:
 * an execution that ends in an error before the last step does not confirm the witness.
 *
 * <p>A data race has two targets, the two racing accesses, which follow the steps: they are
 * performed one after the other and confirm the witness if they are accesses of different threads
 * to a common byte, at least one writing and not both atomic. Adjacent in the execution, nothing
 * can order them by happens-before. On a race-checked program ({@code
 * org.jsmc.explore.race.RaceCheckedProgram}) the execution itself ends at the race, also when a
 * witness gives the racing access inside an atomic section as its one target.
 */
public final class Replayer {
    private Replayer() {}

    /**
     * Replays {@code guide} on {@code program}.
     *
     * @param property the property whose violation confirms the witness ({@code unreach-call}, …),
     *     or null to accept any error
     */
    public static ReplayOutcome replay(Program program, ReplayGuide guide, String property) {
        Execution x = program.start();
        List<ThreadId> threads = new ArrayList<>(List.of(ThreadId.MAIN));
        List<Step> steps = guide.steps();
        for (int i = 0; i < steps.size(); i++) {
            Step s = steps.get(i);
            String at = "step " + (i + 1) + " (thread " + s.thread() + " at " + s.place() + ")";
            String problem = problem(x, threads, s.thread(), s.place());
            if (problem != null) {
                return new ReplayOutcome.NotConfirmed(at + ": " + problem);
            }
            ThreadId t = threads.get(s.thread());
            Event pending = x.pending(t);
            Event e;
            if (s instanceof Step.Choose c) {
                if (!(pending instanceof Event.Choice choice)) {
                    return new ReplayOutcome.NotConfirmed(
                            at + ": the thread's next event is no nondet choice");
                }
                if (c.value() < 0 || c.value() >= choice.alternatives()) {
                    return new ReplayOutcome.NotConfirmed(
                            at
                                    + ": jsmc cannot return "
                                    + c.value()
                                    + " there (its nondet values are 0.."
                                    + (choice.alternatives() - 1)
                                    + ")");
                }
                e = x.step(t, c.value());
            } else {
                e = x.step(t);
            }
            if (e instanceof Event.Spawn spawn) {
                threads.add(spawn.child());
            }
        }
        if (x.error().isPresent()) {
            return judge(x, x.error().get(), guide.targets().get(0), property);
        }
        if (guide.targets().size() == 2) {
            return race(x, threads, guide.targets(), property);
        }
        Target target = guide.targets().get(0);
        if (x.outcome() == Outcome.DEADLOCK && "no-deadlock".equals(property)) {
            ThreadId t = target.thread() < threads.size() ? threads.get(target.thread()) : null;
            ErrorReport deadlock =
                    new ErrorReport(
                            ErrorKind.DEADLOCK, x.describeBlocked(), t, SourceLocation.UNKNOWN);
            return judge(x, deadlock, target, property);
        }
        return new ReplayOutcome.NotConfirmed(
                "the witness's "
                        + steps.size()
                        + " steps end without a violation (the execution is "
                        + describe(x.outcome())
                        + "; the target is thread "
                        + target.thread()
                        + " at "
                        + target.place()
                        + ")");
    }

    /** Why {@code thread} cannot take a step at {@code place} now, or null if it can. */
    private static String problem(Execution x, List<ThreadId> threads, int thread, Place place) {
        if (x.outcome().isFinal()) {
            return x.error()
                    .map(r -> "the execution already ended in " + r.describe())
                    .orElse("the execution already ended (" + describe(x.outcome()) + ")");
        }
        if (thread >= threads.size()) {
            return "thread " + thread + " has not been created";
        }
        ThreadId t = threads.get(thread);
        ThreadStatus status = x.status(t);
        if (status != ThreadStatus.ENABLED) {
            return t + " is " + status.name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
        SourceLocation next = x.pending(t).location();
        if (place.line() > 0 && next.isKnown() && next.line() != place.line()) {
            return t + "'s next event is at " + next + ", not on line " + place.line();
        }
        return null;
    }

    /** Performs the two racing accesses and checks that they race. */
    private static ReplayOutcome race(
            Execution x, List<ThreadId> threads, List<Target> targets, String property) {
        List<Event> accesses = new ArrayList<>();
        for (Target target : targets) {
            if (x.error().isPresent()) {
                // a race-checked execution ends at the race, which a target may repeat
                return judge(x, x.error().get(), target, property);
            }
            String problem = problem(x, threads, target.thread(), target.place());
            if (problem != null) {
                return new ReplayOutcome.NotConfirmed(
                        "target (thread "
                                + target.thread()
                                + " at "
                                + target.place()
                                + "): "
                                + problem);
            }
            accesses.add(x.step(threads.get(target.thread())));
        }
        if (x.error().isPresent()) {
            return judge(x, x.error().get(), targets.get(1), property);
        }
        Event first = accesses.get(0);
        Event second = accesses.get(1);
        if (!(first instanceof Event.Access a) || !(second instanceof Event.Access b)) {
            return new ReplayOutcome.NotConfirmed(
                    "the two targets are not both memory accesses: " + first + ", " + second);
        }
        boolean race =
                !a.thread().equals(b.thread())
                        && a.overlaps(b)
                        && (a.writes() || b.writes())
                        && !(a.atomic() && b.atomic());
        if (!race) {
            return new ReplayOutcome.NotConfirmed(
                    "the two target accesses do not race: " + access(x, a) + ", " + access(x, b));
        }
        ErrorReport report =
                new ErrorReport(
                        ErrorKind.DATA_RACE,
                        access(x, a) + " and " + access(x, b),
                        b.thread(),
                        b.location());
        return judge(x, report, targets.get(1), property);
    }

    /** {@code write x by <0.1> at prog.c:7:5}. */
    private static String access(Execution x, Event.Access a) {
        String verb = a.writes() ? (a.reads() ? "update" : "write") : "read";
        return verb + " " + x.describe(a.address()) + " by " + a.thread() + " at " + a.location();
    }

    /** Whether {@code report} confirms the witness. */
    private static ReplayOutcome judge(
            Execution x, ErrorReport report, Target target, String property) {
        if (!Specification.isViolation(property, report.kind())) {
            return new ReplayOutcome.NotConfirmed(
                    "the replay ends in "
                            + report.describe()
                            + ", which is no violation of "
                            + property);
        }
        SourceLocation at = report.location();
        if (at.isKnown() && target.place().line() > 0 && at.line() != target.place().line()) {
            return new ReplayOutcome.NotConfirmed(
                    "the replay ends in "
                            + report.describe()
                            + ", not on the target's line "
                            + target.place().line());
        }
        return new ReplayOutcome.Confirmed(new ErrorTrace(report, x.trace(), x.output()));
    }

    private static String describe(Outcome o) {
        return switch (o) {
            case RUNNING -> "still running";
            case COMPLETE -> "complete";
            case DEADLOCK -> "deadlocked";
            case ASSUME_BLOCKED -> "assume-blocked";
            case ERROR -> "ended in an error";
        };
    }
}
