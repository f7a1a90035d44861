package org.jsmc.explore.race;

import org.jsmc.exec.Execution;
import org.jsmc.exec.Program;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Options;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * {@code program} whose executions end with a {@link org.jsmc.exec.ErrorKind#DATA_RACE} error at
 * their first data race ({@code --check data-race}). Every explorer runs it unchanged.
 */
public final class RaceCheckedProgram implements Program {
    private final Program program;

    public RaceCheckedProgram(Program program) {
        this.program = program;
    }

    /**
     * {@code program} checked for data races under {@code algorithm} with {@code options}.
     *
     * @throws UnsupportedFeatureException if the algorithm's classes, or the options, leave
     *     conflicting events unordered, which can hide a race
     */
    public static RaceCheckedProgram of(Program program, Algorithm algorithm, Options options) {
        if (!algorithm.covered().ordersConflicts()) {
            throw new UnsupportedFeatureException(
                    algorithm.algorithmName()
                            + " does not support --check data-race: its "
                            + algorithm.equivalence().title()
                            + " classes leave conflicting accesses unordered; use optimal or"
                            + " source");
        }
        if (options.commuteRmws()) {
            throw new UnsupportedFeatureException(
                    "--check data-race does not support --commute-rmws: commuting read-modify-writes"
                            + " order the accesses around them");
        }
        return new RaceCheckedProgram(program);
    }

    @Override
    public Execution start() {
        return new RaceCheckedExecution(program.start());
    }

    @Override
    public String name() {
        return program.name();
    }
}
