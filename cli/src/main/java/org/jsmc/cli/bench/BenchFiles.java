package org.jsmc.cli.bench;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.manifest.ManifestLoader;
import org.jsmc.bench.run.Results;
import org.jsmc.bench.run.ResultsStore;
import picocli.CommandLine.Option;

/** The files every {@code jsmc bench} subcommand works on: the manifest and the results file. */
public final class BenchFiles {
    @Option(
            names = "--manifest",
            paramLabel = "FILE",
            defaultValue = "benchmarks/manifest.yaml",
            description = "the benchmark manifest (default: ${DEFAULT-VALUE})")
    Path manifest;

    @Option(
            names = "--results",
            paramLabel = "FILE",
            defaultValue = "bench-results/results.jsonl",
            description = "the results file, one JSON line per run (default: ${DEFAULT-VALUE})")
    Path results;

    /** Reads the manifest. */
    Manifest manifest() {
        return ManifestLoader.load(manifest);
    }

    /** The results file. */
    ResultsStore store() {
        return new ResultsStore(results);
    }

    /** Reads the results, saying on {@code err} when there are none or lines were skipped. */
    Results results(PrintWriter err) {
        ResultsStore store = store();
        if (!Files.exists(results)) {
            err.println("jsmc bench: no results file " + results + " yet; no jsmc numbers to show");
        }
        Results r = store.read();
        if (store.skippedLines() > 0) {
            err.println(
                    "jsmc bench: skipped "
                            + store.skippedLines()
                            + " line(s) of "
                            + results
                            + " that do not parse");
        }
        err.flush();
        return r;
    }
}
