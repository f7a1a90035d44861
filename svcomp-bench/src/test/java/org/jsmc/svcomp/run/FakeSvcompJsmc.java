package org.jsmc.svcomp.run;

import java.util.ArrayList;
import java.util.List;

/**
 * Stands in for {@code org.jsmc.cli.Main --json --property P ...} in the runner's tests. What it
 * does depends on the program's file name: {@code sleep} sleeps forever, {@code oom} fills the
 * heap, {@code bad} fails like bad input (exit 1), {@code crash} like a bug (exit 3), {@code
 * garbage} prints no JSON; otherwise it prints a JSON report whose {@code svcomp} verdict is {@code
 * false(unreach-call)} (exit 42) for names with {@code false}, {@code unknown} for names with
 * {@code unknown}, else {@code true}; its reason tells the data model, time limit and algorithm it
 * was given.
 */
public final class FakeSvcompJsmc {
    private FakeSvcompJsmc() {}

    public static void main(String[] args) throws InterruptedException {
        String file = args[args.length - 1];
        String name = file.substring(file.lastIndexOf('/') + 1);
        boolean m32 = false;
        String timeLimit = "?";
        String algorithm = "default";
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "-m32" -> m32 = true;
                case "--time-limit" -> timeLimit = args[i + 1];
                case "--algorithm" -> algorithm = args[i + 1];
                default -> {}
            }
        }
        if (name.contains("sleep")) {
            Thread.sleep(600_000);
        }
        if (name.contains("oom")) {
            List<long[]> hog = new ArrayList<>();
            while (true) {
                hog.add(new long[1 << 20]);
            }
        }
        if (name.contains("bad")) {
            System.err.println("jsmc: " + file + ":3:1: unsupported external function 'foo'");
            System.exit(1);
        }
        if (name.contains("crash")) {
            System.err.println("jsmc: internal error: java.lang.IllegalStateException: boom");
            System.exit(3);
        }
        if (name.contains("garbage")) {
            System.out.println("this is not JSON");
            System.exit(0);
        }
        boolean isFalse = name.contains("false");
        String verdict =
                isFalse ? "false(unreach-call)" : name.contains("unknown") ? "unknown" : "true";
        String reason =
                (m32 ? "ILP32" : "LP64") + ", time limit " + timeLimit + ", algorithm " + algorithm;
        System.out.println(
                "{\"file\":\""
                        + file
                        + "\",\"verdict\":\""
                        + (isFalse ? "error" : "ok")
                        + "\",\"seconds\":0.25,\"peakMemoryMb\":42.5,\"svcomp\":{\"property\":"
                        + "\"unreach-call\",\"verdict\":\""
                        + verdict
                        + "\",\"reason\":\""
                        + reason
                        + "\"}}");
        System.exit(isFalse ? 42 : 0);
    }
}
