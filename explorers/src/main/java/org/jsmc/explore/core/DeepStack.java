package org.jsmc.explore.core;

import java.util.function.Supplier;

/**
 * Runs a recursive search on a thread of its own with a stack deep enough for one frame per event
 * of the longest execution, and passes on what it returned or threw.
 */
public final class DeepStack {
    private static final long STACK_BYTES = 1L << 30;

    private DeepStack() {}

    /** {@code search.get()}, computed on a thread named {@code name} with a 1 GiB stack. */
    public static <T> T run(String name, Supplier<T> search) {
        Object[] result = new Object[1];
        Throwable[] failure = new Throwable[1];
        Thread worker =
                new Thread(
                        null,
                        () -> {
                            try {
                                result[0] = search.get();
                            } catch (RuntimeException | Error e) {
                                failure[0] = e;
                            }
                        },
                        name,
                        STACK_BYTES);
        worker.start();
        try {
            worker.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while exploring", e);
        }
        if (failure[0] instanceof RuntimeException e) {
            throw e;
        }
        if (failure[0] instanceof Error e) {
            throw e;
        }
        @SuppressWarnings("unchecked")
        T t = (T) result[0];
        return t;
    }
}
