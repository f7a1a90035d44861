package org.jsmc.bench.run;

import java.util.ArrayList;
import java.util.List;

/**
 * Stands in for {@code org.jsmc.cli.Main} in the runner's tests. What it does depends on the
 * program's file name: {@code sleep.c} sleeps forever, {@code oom.c} fills the heap, {@code bad.c}
 * fails like bad input (exit 1), {@code found.c} reports an error in the program (exit 42);
 * anything else prints a JSON report whose trace count is {@code N} and whose algorithm is the
 * {@code --algorithm} given, with the statistics jsmc's {@code rf} and {@code rvf} report ({@code
 * verifyScMillis} = 10 N) for those two and none for the others.
 */
public final class FakeJsmc {
    private FakeJsmc() {}

    public static void main(String[] args) throws InterruptedException {
        String file = args[args.length - 1];
        String algorithm = "?";
        long n = 0;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--algorithm")) {
                algorithm = args[i + 1];
            }
            if (args[i].startsWith("-DN=")) {
                n = Long.parseLong(args[i].substring(4));
            }
        }
        if (file.endsWith("sleep.c")) {
            Thread.sleep(600_000);
        }
        if (file.endsWith("oom.c")) {
            List<long[]> hog = new ArrayList<>();
            while (true) {
                hog.add(new long[1 << 20]);
            }
        }
        if (file.endsWith("bad.c")) {
            System.err.println("jsmc: " + file + ":3:1: unsupported external function 'foo'");
            System.exit(1);
        }
        boolean found = file.endsWith("found.c");
        System.out.println(
                "{\"file\":\""
                        + file
                        + "\",\"algorithm\":\""
                        + algorithm
                        + "\",\"verdict\":\""
                        + (found ? "error" : "ok")
                        + "\",\"complete\":true,\"counts\":{\"traces\":"
                        + n
                        + ",\"assumeBlocked\":1,\"sleepSetBlocked\":2,\"awaitBlocked\":0,"
                        + "\"boundPruned\":0,\"deadlocked\":0,\"errors\":"
                        + (found ? 1 : 0)
                        + "},\"statistics\":"
                        + statistics(algorithm, n)
                        + ",\"seconds\":0.25,\"peakMemoryMb\":42.5}");
        System.exit(found ? 42 : 0);
    }

    private static String statistics(String algorithm, long n) {
        if (!algorithm.equals("rf") && !algorithm.equals("rvf")) {
            return "{}";
        }
        return "{\"witnessesReused\":0,\"verifyScStates\":"
                + (100 * n)
                + ",\"calls\":"
                + (2 * n)
                + ",\"verifyScMillis\":"
                + (10 * n)
                + ",\"verifyScCalls\":"
                + n
                + ",\"ratio\":0.5}";
    }
}
