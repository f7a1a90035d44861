package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A11: the programs P_φ of Theorem 4 ({@link SatPrograms}), where finding an alternative is as hard
 * as SAT. On satisfiable and unsatisfiable formulas, {@code qpor} with optimal and 2-partial
 * alternatives explores the classes {@code optimal} explores, and optimal alternatives never end a
 * run sleep-set blocked.
 */
class SatProgramsTest {
    @TempDir Path dir;

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void alternativesOnSatisfiableAndUnsatisfiableFormulas() throws IOException {
        SatPrograms sat = new SatPrograms(2, new int[][] {{1, 2}, {-1, 2}});
        SatPrograms unsat = new SatPrograms(2, new int[][] {{1, 2}, {1, -2}, {-1, 2}, {-1, -2}});
        SatPrograms unit = new SatPrograms(1, new int[][] {{1}, {-1}});
        assertThat(sat.satisfiable()).isTrue();
        assertThat(unsat.satisfiable()).isFalse();
        assertThat(unit.satisfiable()).isFalse();
        check(sat, "sat");
        check(unsat, "unsat");
        check(unit, "unit");
        Random random = new Random(18);
        for (int i = 0; i < 4; i++) {
            check(SatPrograms.random(random, 3, 4, 2), "random" + i);
        }
    }

    private void check(SatPrograms formula, String name) throws IOException {
        String file = CliRun.write(dir, name + ".c", formula.source());
        long classes = json("--algorithm", "optimal", file).at("/counts/traces").asLong();
        assertThat(classes).as(name).isPositive();
        for (String k : new String[] {"0", "2"}) {
            JsonNode r = json("--algorithm", "qpor", "--interference", "locks", "--k", k, file);
            assertThat(r.at("/counts/traces").asLong()).as("%s k=%s", name, k).isEqualTo(classes);
            if (k.equals("0")) {
                assertThat(r.at("/counts/sleepSetBlocked").asLong()).as(name).isZero();
            }
        }
    }

    private static JsonNode json(String... args) throws IOException {
        String[] all = new String[args.length + 1];
        all[0] = "--json";
        System.arraycopy(args, 0, all, 1, args.length);
        CliRun run = CliRun.of(all);
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.NO_ERROR);
        return JSON.readTree(run.out());
    }
}
