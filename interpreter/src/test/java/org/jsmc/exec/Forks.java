package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Checks {@link Execution#fork} against the execution it was taken from. */
final class Forks {
    private Forks() {}

    /**
     * Runs {@code p} under the random schedule of {@code seed}, forking at every step; each fork
     * then goes on under the same decisions as the original from there, and must end with the same
     * trace, outcome, error and output.
     */
    static void check(Program p, long seed, String what) {
        Execution x = p.start();
        List<Execution> forks = new ArrayList<>();
        List<Integer> forkedAt = new ArrayList<>();
        Random random = new Random(seed);
        List<Long> decisions = new ArrayList<>();
        while (!x.outcome().isFinal()) {
            Execution f = x.fork();
            assertThat(f).as(what).isNotNull();
            forks.add(f);
            forkedAt.add(decisions.size());
            decisions.add(random.nextLong());
            step(x, decisions.get(decisions.size() - 1));
        }
        for (int i = 0; i < forks.size(); i++) {
            Execution f = forks.get(i);
            for (int d = forkedAt.get(i); d < decisions.size(); d++) {
                assertThat(f.outcome().isFinal()).as(what).isFalse();
                step(f, decisions.get(d));
            }
            assertThat(f.outcome()).as(what).isEqualTo(x.outcome());
            assertThat(f.trace()).as(what).isEqualTo(x.trace());
            assertThat(f.error()).as(what).isEqualTo(x.error());
            assertThat(f.output()).as(what).isEqualTo(x.output());
        }
    }

    /** One step of an enabled thread, both chosen by {@code decision}. */
    private static void step(Execution x, long decision) {
        List<ThreadId> enabled = new ArrayList<>();
        for (ThreadId t : x.threads()) {
            if (x.status(t) == ThreadStatus.ENABLED) {
                enabled.add(t);
            }
        }
        Random r = new Random(decision);
        ThreadId t = enabled.get(r.nextInt(enabled.size()));
        if (x.pending(t) instanceof Event.Choice c) {
            x.step(t, r.nextInt(c.alternatives()));
        } else {
            x.step(t);
        }
    }
}
