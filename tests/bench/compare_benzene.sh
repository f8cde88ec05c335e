#!/usr/bin/env bash
# Kibitz's Hex solver beside benzene's DFPN solver (University of Alberta),
# position by position, in one run so that both see the same machine load:
#   compare_benzene.sh BENZENE [KIBITZ_CLI] [SIZExCELL...]
# BENZENE is a built benzene engine that speaks HTP (mohex; this project
# neither ships nor builds it); KIBITZ_CLI defaults to build/app/kibitz-cli.
# Each position is an opening of player 1 (black, top to bottom) with
# player 2 to move, e.g. 7xa1; by default the positions of issue 35's table.
# Both programs are asked for every winning move of the side to move, on one
# thread. For each position it prints both programs' wall and CPU seconds,
# positions expanded (benzene's "VC builds"), the load average, and checks
# that both name the same winner and that every winning move benzene lists is
# among Kibitz's (benzene leaves out moves it proves inferior). Exits 1 on
# any disagreement. Not a unit test: it takes minutes. KIBITZ_SOLVE_SECONDS
# limits each of Kibitz's solves (default: none).
set -u

benzene=${1:?usage: compare_benzene.sh BENZENE [KIBITZ_CLI] [SIZExCELL...]}
shift
kibitz=build/app/kibitz-cli
if [ $# -gt 0 ] && [ -x "$1" ]; then
    kibitz=$1
    shift
fi
positions=("$@")
if [ ${#positions[@]} -eq 0 ]; then
    positions=(7xa1 7xg4 7xa6 7xa4 7xg2 7xb2 7xg1 7xc5 7xd4 8xe4 8xd4)
fi
[ -x "$benzene" ] || { echo "compare_benzene.sh: $benzene: not an executable" >&2; exit 2; }
[ -x "$kibitz" ] || { echo "compare_benzene.sh: $kibitz: not an executable (build kibitz-cli)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
printf '%-8s %-8s %-7s %9s %9s %12s  %-15s %s\n' position program winner wall_s cpu_s positions load winning_moves
for spec in "${positions[@]}"; do
    size=${spec%%x*}
    cell=${spec#*x}
    # Benzene: white (player 2) to move after black's opening.
    printf 'boardsize %s %s\nplay b %s\ndfpn-solver-find-winning w\nquit\n' "$size" "$size" "$cell" > "$work/in.htp"
    load=$(cut -d' ' -f1-3 /proc/loadavg | tr ' ' '/')
    /usr/bin/time -f '%e %U %S' -o "$work/btime" "$benzene" --use-logfile=false < "$work/in.htp" \
        > "$work/bout" 2> "$work/berr"
    bmoves=$(grep "^=" "$work/bout" | sed -n 3p | sed 's/^= *//' | tr 'A-Z' 'a-z' | xargs -n1 2>/dev/null | sort | xargs)
    bnodes=$(grep 'VC builds' "$work/berr" | awk '{ s += $NF } END { print s + 0 }')
    read -r bwall bu bs < "$work/btime"
    bcpu=$(echo "$bu + $bs" | bc)
    if [ -n "$bmoves" ]; then bwinner=2; else bwinner=1; fi
    printf '%-8s %-8s %-7s %9s %9s %12s  %-15s %s\n' "$spec" benzene "$bwinner" "$bwall" "$bcpu" "$bnodes" "$load" "$bmoves"

    # Kibitz: the same position as an SGF (GM[11]).
    printf '(;FF[4]GM[11]SZ[%s];B[%s])\n' "$size" "$cell" > "$work/pos.sgf"
    load=$(cut -d' ' -f1-3 /proc/loadavg | tr ' ' '/')
    /usr/bin/time -f '%e %U %S' -o "$work/ktime" "$kibitz" solve "$work/pos.sgf" --seconds "${KIBITZ_SOLVE_SECONDS:-100000}" --threads 1 --json \
        > "$work/kout" 2> "$work/kerr"
    read -r kwall ku ks < "$work/ktime"
    kcpu=$(echo "$ku + $ks" | bc)
    kwinner=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["winner"])' < "$work/kout")
    knodes=$(python3 -c 'import json,sys; print(int(json.load(sys.stdin)["nodes"]))' < "$work/kout")
    kmoves=$(python3 -c 'import json,sys; print(" ".join(sorted(json.load(sys.stdin)["winning_moves"])))' < "$work/kout")
    printf '%-8s %-8s %-7s %9s %9s %12s  %-15s %s\n' "$spec" kibitz "$kwinner" "$kwall" "$kcpu" "$knodes" "$load" "$kmoves"

    if [ "$kwinner" != "$bwinner" ]; then
        echo "DISAGREE $spec: benzene says player $bwinner wins, Kibitz player $kwinner"
        failures=$((failures + 1))
    fi
    for m in $bmoves; do
        case " $kmoves " in
        *" $m "*) ;;
        *)
            echo "DISAGREE $spec: benzene's winning move $m is not among Kibitz's"
            failures=$((failures + 1))
            ;;
        esac
    done
done
echo "$failures disagreement(s)"
[ "$failures" -eq 0 ]
