package org.jsmc.svcomp.task;

import java.util.Locale;
import java.util.Optional;

/**
 * The C data model a task is meant for: {@code options: data_model} of a format 2.0 task
 * definition. Format 1.x task definitions have none; the tasks of that time were 32-bit (SV-COMP
 * ran ConcurrencySafety with {@code -m32} before the data model moved into the task definition), so
 * they default to {@link #ILP32}.
 */
public enum DataModel {
    /** 32-bit {@code int}, {@code long} and pointers: jsmc's {@code -m32}. */
    ILP32,
    /** 64-bit {@code long} and pointers: jsmc's default. */
    LP64;

    /** The data model named {@code s} (case-insensitive), if it is one. */
    public static Optional<DataModel> byName(String s) {
        for (DataModel m : values()) {
            if (m.name().equals(s.toUpperCase(Locale.ROOT))) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }
}
