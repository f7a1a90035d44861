package org.jsmc.bench.run;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The current record of every run in a results file (the last line per {@link RunKey}). */
public final class Results {
    private final Map<RunKey, RunRecord> byKey = new LinkedHashMap<>();

    public Results(List<RunRecord> records) {
        for (RunRecord r : records) {
            byKey.remove(r.key());
            byKey.put(r.key(), r);
        }
    }

    /** The record of run {@code key}, if it was run. */
    public Optional<RunRecord> get(RunKey key) {
        return Optional.ofNullable(byKey.get(key));
    }

    /** Every current record, oldest first. */
    public Collection<RunRecord> all() {
        return byKey.values();
    }

    /** The current records of family {@code family}. */
    public List<RunRecord> ofFamily(String family) {
        List<RunRecord> l = new ArrayList<>();
        for (RunRecord r : byKey.values()) {
            if (r.family().equals(family)) {
                l.add(r);
            }
        }
        return l;
    }

    /** How many runs there are. */
    public int size() {
        return byKey.size();
    }
}
