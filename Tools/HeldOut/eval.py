#!/usr/bin/env python3
"""Tools/HeldOut/eval.py VIEWLINT [SET ...]

Lints each file of the held-out sets (mission, eight) on its own with `--confirm` and matches
the warnings with labels.tsv: a label matches a finding of its rule on its line, else the
nearest within six lines. Prints, per rule, TP (labelled warning, reported as a warning), FN
(labelled warning, reported as a remark or not at all), FP (labelled none/info, reported as a
warning), TN, the verdicts of the matched warnings (conf_*), and unlabelled warnings; then one
line per miss, false warning, unconfirmed true warning and unlabelled warning.
"""
import sys, os, re, subprocess, collections
HERE=os.path.dirname(os.path.abspath(__file__))
BIN=sys.argv[1]; sets=sys.argv[2:] or ['mission','eight']
W=6
for s in sets:
    d=os.path.join(HERE, s)
    labels=[l.rstrip('\n').split('\t') for l in open(f'{d}/labels.tsv')][1:]
    findings=[]  # (file,line,rule,severity,verdict)
    for f in sorted(os.listdir(d)):
        if not f.endswith('.swift'): continue
        out=subprocess.run([BIN,'--no-cache','--confirm',f'{d}/{f}'],capture_output=True,text=True).stdout.splitlines()
        cur=None
        for line in out:
            m=re.match(r'^(.+?):(\d+):(\d+): (warning|remark|error): .*\[([a-z-]+)\]$',line)
            if m:
                cur=[os.path.basename(m[1]),int(m[2]),m[5],m[4],None,line]; findings.append(cur); continue
            m=re.match(r'^(.+?):(\d+):(\d+): note: (confirmed|not reproduced|inconclusive): (.*)$',line)
            if m and cur and cur[4] is None and int(m[2])==cur[1]: cur[4]=m[4]+': '+m[5][:140]
    used=set(); stats=collections.defaultdict(collections.Counter); rows=[]
    exact={}
    for k,lab in enumerate(labels):
        for i,x in enumerate(findings):
            if i not in used and x[0]==lab[0] and x[2]==lab[2] and x[1]==int(lab[1]): exact[k]=i; used.add(i); break
    for k,lab in enumerate(labels):
        f,ln,rule,exp=lab[0],int(lab[1]),lab[2],lab[3]
        hit=exact.get(k)
        cands=[(abs(x[1]-ln),i) for i,x in enumerate(findings) if x[0]==f and x[2]==rule and abs(x[1]-ln)<=W and i not in used]
        if hit is None and cands:
            cands.sort(); hit=cands[0][1]; used.add(hit)
        sev=findings[hit][3] if hit is not None else 'none'
        ver=findings[hit][4] if hit is not None else None
        if exp=='warning':
            if sev=='warning': stats[rule]['TP']+=1; stats[rule]['conf_'+(ver or 'none').split(':')[0]]+=1
            else: stats[rule]['FN']+=1; rows.append(('FN',f,ln,rule,sev,lab[5][:150]))
        else:
            if sev=='warning': stats[rule]['FP']+=1; stats[rule]['FPconf_'+(ver or 'none').split(':')[0]]+=1; rows.append(('FP-'+exp,f,ln,rule,ver,lab[5][:150]))
            else: stats[rule]['TN']+=1
        if exp=='warning' and sev=='warning' and ver and not ver.startswith('confirmed'): rows.append(('UNCONF',f,ln,rule,ver,''))
    for i,x in enumerate(findings):
        if i not in used and x[3]=='warning': stats[x[2]]['unlabelled']+=1; rows.append(('UNLAB',x[0],x[1],x[2],x[4],x[5][x[5].find('warning:'):][:160]))
    print(f'== {s}')
    for r in sorted(stats): print(f'  {r:32s}', dict(stats[r]))
    for r in rows: print('   ', ' | '.join(str(x) for x in r))
